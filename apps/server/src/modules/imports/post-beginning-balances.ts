import { itemAgentDetails, itemAgents, items } from '@hoa/db';
import { StatusId, TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { postReceivableItems } from '../gl/index';

export interface BalanceLine {
  /** The property's billed owner, whose balance it is. */
  ownerAgentId: number;
  codeId: number;
  /** Cents; below zero for a credit balance. */
  amountCents: number;
}

/**
 * Owner beginning balances as owner items of type 52, one per owner with a detail per code,
 * posted by the receivable posting builder like every owner transaction: each balance becomes the
 * owner's line of its code (owner_code_balances, the owner ledger and the aged balances read it)
 * held on the code's receivable account (a prepaid or deposit code's liability account), and
 * each detail's account, retained earnings, takes the other side. Three multi-row inserts and one
 * posting, whatever the number of rows.
 */
export async function postBeginningBalances(
  ctx: RequestContext,
  communityAgentId: number,
  postDate: string,
  offsetAccountId: number,
  lines: readonly BalanceLine[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const companyId = ctx.user.companyId;
  const byOwner = new Map<number, BalanceLine[]>();
  for (const line of lines)
    byOwner.set(line.ownerAgentId, [...(byOwner.get(line.ownerAgentId) ?? []), line]);
  const groups = [...byOwner.entries()];
  // RETURNING gives the rows of a VALUES list in the list's order.
  const itemIds = (
    await ctx.tx
      .insert(items)
      .values(
        groups.map(() => ({
          companyId,
          communityAgentId,
          txnTypeId: TxnTypeId.BeginningBalance,
          statusId: StatusId.Accrued,
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
        groups.map(([ownerAgentId], i) => ({
          companyId,
          itemId: itemIds[i] ?? 0,
          agentId: ownerAgentId,
        })),
      )
      .returning({ id: itemAgents.id })
  ).map((row) => row.id);
  await ctx.tx.insert(itemAgentDetails).values(
    groups.flatMap(([, group], i) =>
      group.map((line) => ({
        companyId,
        itemAgentId: itemAgentIds[i] ?? 0,
        codeId: line.codeId,
        amountCents: Math.abs(line.amountCents),
        accruedAmountCents: Math.abs(line.amountCents),
        isDebit: line.amountCents > 0,
        accountId: offsetAccountId,
        description: 'Beginning balance',
      })),
    ),
  );
  await postReceivableItems(ctx.tx, companyId, itemIds);
  return lines.length;
}
