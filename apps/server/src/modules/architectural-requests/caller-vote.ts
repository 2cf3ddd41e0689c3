import { sql } from '@hoa/db';
import type { ArchitecturalRequestView } from '@hoa/contract';
import {
  ArchitecturalApprovalTypeId,
  ArchitecturalRequestMessages as M,
  architecturalVoterKind,
  hasAccess,
  type ArchitecturalVote,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import type { StoredFiles } from '../../files/stored-files';
import type { RequestContext } from '../../http/request-context';
import { settleVotes } from './decide';
import { usableArcTemplate } from './letters';
import {
  committeeApprovers,
  internalApprovers,
  isPending,
  readArchitecturalView,
  requireArchitecturalRequest,
} from './request-rows';

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
 * a disapproval needs its reasons, an approval with conditions its conditions. The vote is recorded with its time, then the counts may decide
 * the request (settleVotes: status, history, letter made and sent).
 */
export async function castCallerVote(
  ctx: RequestContext,
  letters: StoredFiles,
  body: CallerVote,
): Promise<ArchitecturalRequestView> {
  const request = await requireArchitecturalRequest(ctx, body.TopsItemId, 'update');
  if (!isPending(request)) throw appError('ArchitecturalRequestNotPending');
  const kind = architecturalVoterKind({
    StatusId: request.TopsStatusId,
    HasCloseAuthorization: hasAccess(ctx.user.grants, 'servicerequests', 'update'),
    UserAgentId: ctx.user.userId,
    EmailAddress: ctx.user.email,
    InternalApprovers: await internalApprovers(ctx, body.TopsItemId),
    CommitteeApprovers: await committeeApprovers(ctx, body.TopsItemId),
  });
  if (kind === null) throw appError('ArchitecturalMayNotVote');
  if (body.vote === 'Disapprove' && body.Details === '')
    throw appError('ArchitecturalLetterIncomplete', M.disapprovalNeedsReasons);
  if (body.ApprovalTypeId === ArchitecturalApprovalTypeId.WithConditions && body.Details === '')
    throw appError('ArchitecturalConditionsRequired');
  const templateId = body.AgentTemplateId ?? null;
  if (templateId !== null && !(await usableArcTemplate(ctx, templateId, request.CommunityAgentId)))
    throw appError('ArchitecturalLetterTemplateNotUsable');
  const reason = body.Details || null;
  if (kind === 'Internal')
    await ctx.tx.execute(
      sql`update architectural_internal_approvers
             set vote = ${body.vote}, voted_at = now(), reason = ${reason}
           where item_id = ${body.TopsItemId} and user_id = ${ctx.user.userId}`,
    );
  else
    await ctx.tx.execute(
      sql`update architectural_committee_approvers
             set vote = ${body.vote}, voted_at = now(), reason = ${reason},
                 voted_from_address = ${ctx.user.email}
           where item_id = ${body.TopsItemId} and lower(email_address) = lower(${ctx.user.email})`,
    );
  await settleVotes(
    ctx,
    letters,
    body.TopsItemId,
    { kind, userId: ctx.user.userId, emailAddress: kind === 'Committee' ? ctx.user.email : null },
    { templateId, procedure: body.ReconsiderationProcedure },
  );
  return readArchitecturalView(ctx, body.TopsItemId);
}
