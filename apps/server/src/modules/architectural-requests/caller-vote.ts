import type { ArchitecturalRequestView } from '@hoa/contract';
import {
  ArchitecturalApprovalTypeId,
  ArchitecturalRequestMessages as M,
  hasAccess,
  type ArchitecturalVote,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import type { StoredFiles } from '../../files/stored-files';
import type { RequestContext } from '../../http/request-context';
import { usableArcTemplate } from './letters';
import { pendingApproverOf, recordVote } from './record-vote';
import { isPending, readArchitecturalView, requireArchitecturalRequest } from './request-rows';

/** A signed-in approver's vote and what it gives the letter. */
export interface CallerVote {
  TopsItemId: number;
  vote: ArchitecturalVote;
  /** An approval's conditions or a disapproval's reasons. */
  Details: string;
  ReconsiderationProcedure: string;
  AgentTemplateId?: number | null | undefined;
  /** An approval's type: as submitted, or with the conditions Details states. */
  ApprovalTypeId?: number;
}

/**
 * The caller votes on a pending request (spec 3 §4): with close authorization, as an internal
 * approver who has not voted (by user), else as a committee approver who has not voted (by email);
 * a disapproval needs its reasons, an approval with conditions its conditions. The vote is
 * recorded (recordVote: with its time, then the counts may decide the request).
 */
export async function castCallerVote(
  ctx: RequestContext,
  letters: StoredFiles,
  body: CallerVote,
): Promise<ArchitecturalRequestView> {
  const request = await requireArchitecturalRequest(ctx, body.TopsItemId, 'update');
  if (!isPending(request)) throw appError('ArchitecturalRequestNotPending');
  const approver = await pendingApproverOf(ctx, request, {
    userId: ctx.user.userId,
    emailAddresses: ctx.user.email ? [ctx.user.email] : [],
    hasCloseAuthorization: hasAccess(ctx.user.grants, 'servicerequests', 'update'),
  });
  if (approver === null) throw appError('ArchitecturalMayNotVote');
  if (body.vote === 'Disapprove' && body.Details === '')
    throw appError('ArchitecturalLetterIncomplete', M.disapprovalNeedsReasons);
  if (body.ApprovalTypeId === ArchitecturalApprovalTypeId.WithConditions && body.Details === '')
    throw appError('ArchitecturalConditionsRequired');
  const templateId = body.AgentTemplateId ?? null;
  if (templateId !== null && !(await usableArcTemplate(ctx, templateId, request.CommunityAgentId)))
    throw appError('ArchitecturalLetterTemplateNotUsable');
  await recordVote(ctx, letters, body.TopsItemId, approver, {
    vote: body.vote,
    reason: body.Details || null,
    votedFrom: ctx.user.email,
    usedTokenHash: null,
    byUserId: ctx.user.userId,
    letter: { templateId, procedure: body.ReconsiderationProcedure },
  });
  return readArchitecturalView(ctx, body.TopsItemId);
}
