import { violationHearings } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CaseFileMessages as M, localDay } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireCcrRecord } from './ccr-record-rows';
import { readHearings } from './violation-hearings';

type AddCcrHearing = typeof contract.ccr.AddCcrHearing;

/**
 * Ccr/AddCcrHearing: a hearing held on the violation, on a day between its observation and today,
 * with its outcome and who attended. A level that requires a hearing fines only after one.
 */
export async function addCcrHearing(
  ctx: RequestContext,
  { body }: InputOf<AddCcrHearing>,
): Promise<ResponseOf<AddCcrHearing>> {
  const record = await requireCcrRecord(ctx, body.itemId, 'update');
  if (body.HeldOn > localDay(new Date())) throw badRequest(M.hearingInFuture);
  if (body.HeldOn < record.ObservedDate)
    throw badRequest(M.hearingBeforeObserved(record.ObservedDate));
  await ctx.tx.insert(violationHearings).values({
    companyId: ctx.user.companyId,
    itemId: record.TopsItemId,
    heldOn: body.HeldOn,
    outcome: body.Outcome,
    attendees: body.Attendees ? body.Attendees : null,
    createdByUserId: ctx.user.userId,
  });
  return readHearings(ctx, record.TopsItemId);
}
