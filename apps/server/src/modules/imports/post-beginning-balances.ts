import { itemAgentDetails, itemAgents, items } from '@hoa/db';
import { StatusId, TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { postEntries } from '../gl/index';
import { beginningBalancePosting } from './beginning-balance-posting';

import type { BalanceLine } from './beginning-balance-posting';

export type { BalanceLine };

/**
 * Owner beginning balances as posted items of type 52, one per property with a line per code:
 * each balance debits (a credit balance credits) the code's receivable account, and the
 * property's net goes to the offset account (retained earnings) so the entry balances. Three
 * multi-row inserts and one call of the posting function, whatever the number of rows.
 */
export async function postBeginningBalances(
  ctx: RequestContext,
  communityAgentId: number,
  postDate: string,
  offsetAccountId: number,
  lines: readonly BalanceLine[],
): Promise<number> {
  const companyId = ctx.user.companyId;
  const byProperty = new Map<number, BalanceLine[]>();
  for (const line of lines)
    byProperty.set(line.propertyAgentId, [...(byProperty.get(line.propertyAgentId) ?? []), line]);
  const groups = [...byProperty.entries()];
  // RETURNING gives the rows of a VALUES list in the list's order.
  const itemIds = (
    await ctx.tx
      .insert(items)
      .values(
        groups.map(() => ({
          companyId,
          communityAgentId,
          txnTypeId: TxnTypeId.BeginningBalance,
          statusId: StatusId.Posted,
          eventDate: postDate,
          postDate,
          description: 'Beginning balance',
          createdByUserId: ctx.user.userId,
        })),
      )
      .returning({ id: items.id })
  ).map((row) => row.id);
  const itemAgentIds = (
    await ctx.tx
      .insert(itemAgents)
      .values(
        groups.map(([propertyAgentId], i) => ({
          companyId,
          itemId: itemIds[i] ?? 0,
          agentId: propertyAgentId,
        })),
      )
      .returning({ id: itemAgents.id })
  ).map((row) => row.id);
  const detailIds = (
    await ctx.tx
      .insert(itemAgentDetails)
      .values(
        groups.flatMap(([, group], i) =>
          group.map((line) => ({
            companyId,
            itemAgentId: itemAgentIds[i] ?? 0,
            codeId: line.codeId,
            amountCents: Math.abs(line.amountCents),
            isDebit: line.amountCents > 0,
            accountId: line.accountId,
            description: 'Beginning balance',
          })),
        ),
      )
      .returning({ id: itemAgentDetails.id })
  ).map((row) => row.id);

  await postEntries(
    ctx.tx,
    companyId,
    beginningBalancePosting(
      { communityAgentId, postDate, offsetAccountId },
      groups,
      itemIds,
      detailIds,
    ),
  );
  return lines.length;
}
