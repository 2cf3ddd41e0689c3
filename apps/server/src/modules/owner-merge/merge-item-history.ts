import { ownerHistoryMergeLines, ownerHistoryMerges, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  movedAmount,
  ownerMergeMoves,
  ownerMergeProblem,
  ownerMergePropertyProblem,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postMovedOwnerLines } from '../gl/index';
import { loadMergeOwner, ownerBalance, selectMergeableRows } from './merge-queries';

type MergeItemHistory = typeof contract.ownerMerge.MergeItemHistory;

/**
 * Item/MergeItemHistory: moves selected history rows of a duplicate owner to the surviving owner
 * of the same property, all or nothing in the request's transaction. Owner lines never change
 * (GL003), so each row is reversed on the source owner and posted again on the target, on its own
 * transaction, code, account and post date (ownerMergeMoves); the two sum to zero, so the
 * property's balance and the trial balance are unchanged. The merge is recorded with the rows it
 * moved, which are never offered again. Both owners are locked first, so two merges of them take
 * turns and the second finds the rows gone.
 */
export async function mergeItemHistory(
  ctx: RequestContext,
  { body }: InputOf<MergeItemHistory>,
): Promise<ResponseOf<MergeItemHistory>> {
  const lineIds = [...new Set(body.ArLineIds)];
  const problem = ownerMergeProblem({
    sourceOwnerAgentId: body.SourceOwnerAgentId,
    targetOwnerAgentId: body.TargetOwnerAgentId,
    filterApplied: body.Filter !== null,
    selectedRowCount: lineIds.length,
  });
  if (problem || !body.SourceOwnerAgentId || !body.TargetOwnerAgentId || !body.Filter) {
    throw appError('OwnerMergeSelection', problem ?? '');
  }
  const source = await loadMergeOwner(ctx, body.SourceOwnerAgentId, 'update');
  const target = await loadMergeOwner(ctx, body.TargetOwnerAgentId, 'update');
  const propertyAgentId = source.propertyAgentId;
  if (
    propertyAgentId === null ||
    ownerMergePropertyProblem(propertyAgentId, target.propertyAgentId) !== null
  ) {
    throw appError('OwnerMergeOtherProperty');
  }
  await ctx.tx.execute(
    sql`select id from agents where id in (${source.id}::bigint, ${target.id}::bigint)
         order by id for update`,
  );
  const rows = await selectMergeableRows(ctx, {
    ownerAgentId: source.id,
    startDate: body.Filter.StartDate,
    endDate: body.Filter.EndDate,
    lineIds,
  });
  if (rows.length !== lineIds.length) throw appError('OwnerMergeRowsGone');
  const closed = rows.find((r) => !r.row.IsPeriodOpen);
  if (closed) throw appError('OwnerMergeClosedPeriod', closed.row.PostDate);

  const lines = rows.map((r) => r.line);
  const amount = movedAmount(lines);
  const [merge] = await ctx.tx
    .insert(ownerHistoryMerges)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId: source.communityAgentId,
      propertyAgentId,
      sourceOwnerAgentId: source.id,
      targetOwnerAgentId: target.id,
      lineCount: lines.length,
      amountCents: amount,
      mergedByUserId: ctx.user.userId,
    })
    .returning({ id: ownerHistoryMerges.id });
  if (!merge) throw new Error('Merge insert returned no row');
  await ctx.tx.insert(ownerHistoryMergeLines).values(
    lines.map((line) => ({
      companyId: ctx.user.companyId,
      sourceLineId: line.arLineId,
      mergeId: merge.id,
    })),
  );
  await postMovedOwnerLines(ctx.tx, ctx.user.companyId, {
    communityAgentId: source.communityAgentId,
    propertyAgentId,
    lines: lines.flatMap((line) => ownerMergeMoves(line, source.id, target.id)),
  });
  return {
    MergeId: merge.id,
    MovedLineCount: lines.length,
    MovedAmountCents: amount,
    SourceBalanceCents: await ownerBalance(ctx, source.id),
    TargetBalanceCents: await ownerBalance(ctx, target.id),
  };
}
