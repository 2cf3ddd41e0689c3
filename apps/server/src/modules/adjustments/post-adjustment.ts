import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId, waiveProblem } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postReceivableItems } from '../gl/index';
import { readAdjustmentProfile } from './adjustment-queries';

type PostAdjustment = typeof contract.adjustments.PostAdjustment;

/**
 * Posts an adjustment saved accrued, from the review screen. A waive is checked again against the
 * owners' balances of now, which may have moved since it was saved.
 */
export async function postAdjustment(
  ctx: RequestContext,
  { body }: InputOf<PostAdjustment>,
): Promise<ResponseOf<PostAdjustment>> {
  requireClaim(ctx, 'arapplycharges', 'create');
  // The row lock makes a second post of the same adjustment wait and then see it posted.
  await queryRows(ctx.tx, sql`select id from items where id = ${body.TopsItemId} for update`);
  const adjustment = await readAdjustmentProfile(ctx, body.TopsItemId);
  if (adjustment.TopsStatusId !== StatusId.Accrued) throw appError('AdjustmentNotAccrued');
  const t = adjustment.TopsTxnTypeId;
  if (t === TxnTypeId.Waive || t === TxnTypeId.AcceleratedWaive) {
    for (const line of adjustment.Lines) {
      const problem = waiveProblem(line.TotalAmount, line.Balance);
      if (problem) throw badRequest(problem);
    }
  }
  await postReceivableItems(ctx.tx, ctx.user.companyId, [body.TopsItemId]);
  return readAdjustmentProfile(ctx, body.TopsItemId);
}
