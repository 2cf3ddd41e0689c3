import { itemAgentDetails, itemAgents, items } from '@hoa/db';
import { StatusId, TxnTypeId, type PostingEntry, type PostingLine } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { postEntries } from '../gl/index';

export interface BalanceLine {
  propertyAgentId: number;
  codeId: number;
  /** The code's receivable account. */
  accountId: number;
  /** Cents; below zero for a credit balance. */
  amountCents: number;
}

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

  let next = 0;
  const entries: PostingEntry[] = groups.map(([, group], i) => {
    const postingLines: PostingLine[] = group.map((line) => ({
      accountId: line.accountId,
      debitCents: Math.max(line.amountCents, 0),
      creditCents: Math.max(-line.amountCents, 0),
      description: 'Beginning balance',
      itemAgentDetailId: detailIds[next++] ?? null,
    }));
    const net = group.reduce((sum, line) => sum + line.amountCents, 0);
    if (net !== 0) {
      postingLines.push({
        accountId: offsetAccountId,
        debitCents: Math.max(-net, 0),
        creditCents: Math.max(net, 0),
        description: 'Beginning balance offset',
      });
    }
    return { itemId: itemIds[i] ?? 0, communityAgentId, postDate, lines: postingLines };
  });
  await postEntries(ctx.tx, companyId, entries);
  return lines.length;
}
