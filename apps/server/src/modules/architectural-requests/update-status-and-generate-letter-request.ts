import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  ArchitecturalApprovalTypeId,
  ArchitecturalRequestMessages as M,
  ArchitecturalRequestStatusId,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import type { StoredFiles } from '../../files/stored-files';
import type { RequestContext } from '../../http/request-context';
import { decideRequest } from './decide';
import { usableArcTemplate } from './letters';
import { isPending, readArchitecturalView, requireArchitecturalRequest } from './request-rows';

type UpdateStatus = typeof contract.architecturalRequests.UpdateStatusAndGenerateLetterRequest;

/**
 * ArchitecturalRequest/UpdateStatusAndGenerateLetterRequest: a manager decides a pending request
 * (approved as submitted or with conditions, or disapproved): its status, a status history
 * (DecidedBy Manager) and its letter made from the ARC_Letter template (the one given, else the
 * community's default), not sent. A disapproval needs its reasons; without a reconsideration
 * procedure (given, else the architectural settings') its letter is held with the reason.
 */
export async function updateStatusAndGenerateLetterRequest(
  ctx: RequestContext,
  letters: StoredFiles,
  { body }: InputOf<UpdateStatus>,
): Promise<ResponseOf<UpdateStatus>> {
  const request = await requireArchitecturalRequest(ctx, body.TopsItemId, 'update');
  if (!isPending(request)) throw appError('ArchitecturalRequestNotPending');
  const disapproved = body.TopsStatusId === ArchitecturalRequestStatusId.Disapproved;
  if (disapproved !== (body.ApprovalTypeId === ArchitecturalApprovalTypeId.Disapproved))
    throw appError('ArchitecturalApprovalTypeMismatch');
  if (disapproved && body.Details === '')
    throw appError('ArchitecturalLetterIncomplete', M.disapprovalNeedsReasons);
  const templateId = body.AgentTemplateId ?? null;
  if (templateId !== null && !(await usableArcTemplate(ctx, templateId, request.CommunityAgentId)))
    throw appError('ArchitecturalLetterTemplateNotUsable');
  await decideRequest(ctx, letters, request, {
    statusId: body.TopsStatusId,
    decidedBy: 'Manager',
    byUserId: ctx.user.userId,
    byEmailAddress: null,
    approvalTypeId: body.ApprovalTypeId,
    details: body.Details,
    procedure: body.ReconsiderationProcedure,
    templateId,
    send: false,
  });
  return readArchitecturalView(ctx, body.TopsItemId);
}
