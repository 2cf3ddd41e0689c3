import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  advanceCheck,
  localDay,
  nextActionOn,
  ViolationMessages as M,
  type IsoDate,
} from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { firstDeliveredOn } from '../message-batches/index';
import { requireCcrRecord, rereadCcrRecordView } from './ccr-record-rows';
import { lastTakenOn, processLevels } from './process-levels';
import { prepareTakings, takeLevels } from './take-levels';
import { hearingHeldOn } from './violation-hearings';

type ProcessCcrAction = typeof contract.ccr.ProcessCcrAction;
type ForciblyMove = typeof contract.ccr.ViolationForciblyMoveToNextLevel;

/**
 * Takes the violation's next level on the post date, all in the caller's transaction: the
 * advance rule (unless forced) and the fine and notice guard of the domain, then takeLevels: the
 * action, its letter as a message batch, its fine posted to the owner, and the next action date.
 */
async function advanceViolation(
  ctx: RequestContext,
  itemId: number,
  postDate: IsoDate,
  forced: boolean,
  communityAgentId?: number,
): Promise<ResponseOf<ProcessCcrAction>> {
  const record = await requireCcrRecord(ctx, itemId, 'update');
  if (communityAgentId !== undefined && record.CommunityAgentId !== communityAgentId)
    throw notFound();
  if (record.State !== 'Open') throw badRequest(M.notOpen(record.State));
  if (record.ActionProcessId === null) throw badRequest(M.noProcess);
  const levels = await processLevels(ctx, record.ActionProcessId);
  const position = {
    CurrentSequence: record.CurrentSequence,
    TakenOn: await lastTakenOn(ctx, record),
  };
  const notice = {
    NoticeDeliveredOn: await firstDeliveredOn(ctx, record.TopsItemId, record.OwnerAgentId),
    HearingHeldOn: await hearingHeldOn(ctx, record.TopsItemId),
  };
  const { Level: level, Problem: problem } = advanceCheck(
    levels,
    position,
    notice,
    postDate,
    forced,
  );
  if (problem !== null || level === null) throw badRequest(problem ?? M.lastLevelTaken);
  const next = { CurrentSequence: level.Sequence, TakenOn: postDate };
  const takings = [{ record, level, nextOn: nextActionOn(levels, next) }];
  const prepared = await prepareTakings(ctx, takings);
  const [takingProblem] = prepared.problems;
  if (takingProblem) throw badRequest(takingProblem);
  await takeLevels(ctx, takings, prepared, postDate, { forced, ladderRunOn: null });
  return { Message: M.advanced, View: await rereadCcrRecordView(ctx, record.TopsItemId) };
}

/** Ccr/ProcessCcrAction: the violation's next level, when due. */
export function processCcrAction(
  ctx: RequestContext,
  { body }: InputOf<ProcessCcrAction>,
): Promise<ResponseOf<ProcessCcrAction>> {
  const postDate = body.postDate ?? localDay(new Date());
  return advanceViolation(ctx, body.ccrActionId, postDate, false, body.communityAgentId);
}

/** Ccr/ViolationForciblyMoveToNextLevel: the next level now, without waiting its Days. */
export function violationForciblyMoveToNextLevel(
  ctx: RequestContext,
  { body }: InputOf<ForciblyMove>,
): Promise<ResponseOf<ForciblyMove>> {
  return advanceViolation(ctx, body.model.TopsItemId, body.postDate, true);
}
