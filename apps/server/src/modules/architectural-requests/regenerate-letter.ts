import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { architecturalLetterProblem, ArchitecturalRequestMessages as M } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { StoredFiles } from '../../files/stored-files';
import type { RequestContext } from '../../http/request-context';
import { defaultLetterTemplateId, makeLetter, usableArcTemplate } from './letters';
import { readArchitecturalView, requireArchitecturalRequest } from './request-rows';

type Regenerate = typeof contract.architecturalRequests.RegenerateLetter;

/**
 * ArchitecturalRequest/RegenerateLetter: makes a status history's letter again, with the template
 * and text given (else the history's; the procedure else the architectural settings'); the new PDF
 * becomes the history's letter. Refused with the spec's text and the reason when a disapproval
 * lacks its reasons or procedure, or the template is not a usable ARC_Letter.
 */
export async function regenerateLetter(
  ctx: RequestContext,
  letters: StoredFiles,
  { body }: InputOf<Regenerate>,
): Promise<ResponseOf<Regenerate>> {
  const request = await requireArchitecturalRequest(ctx, body.TopsItemId, 'update');
  const [history] = await queryRows<{
    status_id: number;
    approval_type_id: number | null;
    details: string | null;
    procedure: string | null;
    template_id: string | number | null;
    settings_procedure: string | null;
  }>(
    ctx.tx,
    sql`select h.status_id, h.approval_type_id, h.details,
               h.reconsideration_procedure as procedure, h.template_id,
               (select s.reconsideration_procedure from architectural_settings s
                 where s.community_agent_id = ${request.CommunityAgentId}) as settings_procedure
          from architectural_status_histories h
         where h.id = ${body.ArchitecturalRequestStatusHistoryId}
           and h.item_id = ${body.TopsItemId}
           for update of h`,
  );
  if (!history) throw appError('ArchitecturalStatusHistoryNotOfRequest');
  const details = body.Details || history.details || '';
  const procedure =
    body.ReconsiderationProcedure || history.procedure || history.settings_procedure || '';
  const text = {
    statusId: history.status_id,
    approvalTypeId: history.approval_type_id,
    details,
    procedure,
  };
  const problem = architecturalLetterProblem({
    StatusId: text.statusId,
    Details: details,
    ReconsiderationProcedure: procedure,
  });
  if (problem !== null) throw appError('ArchitecturalRegenerateRefused', problem);
  const templateId =
    body.AgentTemplateId ??
    (history.template_id === null ? null : Number(history.template_id)) ??
    (await defaultLetterTemplateId(ctx, request.CommunityAgentId, text.statusId));
  if (templateId === null) throw appError('ArchitecturalRegenerateRefused', M.noLetterTemplate);
  if (!(await usableArcTemplate(ctx, templateId, request.CommunityAgentId)))
    throw appError('ArchitecturalRegenerateRefused', M.letterTemplateNotUsable);
  const made = await makeLetter(
    ctx,
    letters,
    request,
    text,
    templateId,
    request.DecidedDate ?? request.ReceivedDate,
  );
  if (made.attachmentId === null) throw appError('ArchitecturalRegenerateRefused', made.heldReason);
  await ctx.tx.execute(
    sql`update architectural_status_histories
           set details = ${details || null}, reconsideration_procedure = ${procedure || null},
               template_id = ${templateId}, letter_attachment_id = ${made.attachmentId},
               letter_held_reason = null
         where id = ${body.ArchitecturalRequestStatusHistoryId}`,
  );
  return readArchitecturalView(ctx, body.TopsItemId);
}
