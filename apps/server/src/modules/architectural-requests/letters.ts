import { randomUUID } from 'node:crypto';
import { attachments, itemAgentAttachments, queryRows, sql } from '@hoa/db';
import type { ArchitecturalRequest, Template } from '@hoa/contract';
import {
  ArchitecturalApprovalTypes,
  architecturalLetterProblem,
  ArchitecturalRequestMessages as M,
  ArchitecturalRequestStatusId,
  ArchitecturalRequestStatusNames,
  AttachmentTypeId,
  DeliveryMethodId,
  FileTypes,
  formatDate,
  TemplateTypeId,
  type ArchitecturalRequestStatusIdValue,
} from '@hoa/domain';
import { renderLettersBuffer } from '../../documents/index';
import { newStorageKey } from '../../files/file-store';
import { storeFile, type StoredFiles } from '../../files/stored-files';
import { appError } from '../../http/errors';
import type { CompanyWork } from '../../http/request-context';
import { insertSourcedBatches, letterMaker } from '../message-batches/index';
import type { NamedCompanyWork } from '../statements/index';
import {
  letterSender,
  ownerLetterRecipients,
  selectTemplates,
  templateBytes,
  templateSource,
  type LetterRecipient,
} from '../templates/index';

/** What a status history's letter says. */
export interface LetterText {
  statusId: number;
  approvalTypeId: number | null;
  details: string;
  procedure: string;
}

/** The values an ARC_Letter merges for the request and its decision. */
export function architecturalValues(
  request: ArchitecturalRequest,
  text: LetterText,
  decidedOn: string,
): Record<string, string> {
  const type = ArchitecturalApprovalTypes.find((t) => t.ApprovalTypeId === text.approvalTypeId);
  return {
    RequestDescription: request.Description || request.Subject,
    RequestSubject: request.Subject,
    DecisionType:
      type?.ApprovalTypeName ??
      ArchitecturalRequestStatusNames[text.statusId as ArchitecturalRequestStatusIdValue],
    DecisionDetails: text.details,
    DecisionDate: formatDate(decidedOn),
    ReconsiderationProcedure:
      text.statusId === ArchitecturalRequestStatusId.Disapproved ? text.procedure : '',
  };
}

/** An ARC_Letter template the community may send, else null. */
export async function usableArcTemplate(
  work: CompanyWork,
  templateId: number,
  communityAgentId: number,
): Promise<Template | null> {
  const { templates } = await selectTemplates(work, {
    templateId,
    communityAgentId,
    onlyUsable: true,
    templateTypeId: TemplateTypeId.ArcLetter,
  });
  return templates[0] ?? null;
}

/** The community's default template for the status (its architectural settings), or null. */
export async function defaultLetterTemplateId(
  work: CompanyWork,
  communityAgentId: number,
  statusId: number,
): Promise<number | null> {
  const [row] = await queryRows<{ id: string | number | null }>(
    work.tx,
    sql`select case when ${statusId}::int = ${ArchitecturalRequestStatusId.Approved}
                    then approval_template_id else disapproval_template_id end as id
          from architectural_settings where community_agent_id = ${communityAgentId}`,
  );
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}

/** The owner's letter (their values, address and delivery), or null when the request has none. */
async function ownerLetter(
  work: NamedCompanyWork,
  request: ArchitecturalRequest,
): Promise<{ letter: LetterRecipient; returnLines: string[] } | null> {
  if (request.OwnerAgentId === null) return null;
  const sender = await letterSender(work, request.CommunityAgentId);
  const letters = await ownerLetterRecipients(work, request.CommunityAgentId, sender, [
    request.OwnerAgentId,
  ]);
  const letter = letters.find((l) => l.propertyAgentId === request.PropertyAgentId) ?? letters[0];
  return letter ? { letter, returnLines: sender.returnLines } : null;
}

/** A made letter: its PDF attachment, or why none could be made. */
export type MadeLetter =
  { attachmentId: number; heldReason: null } | { attachmentId: null; heldReason: string };

/**
 * Makes a decision's letter to the owner: a PDF from the ARC_Letter template with the owner's,
 * community's and decision's values (approval type, details, reconsideration procedure), stored as
 * an attachment of the request. None is made, and the reason answered, when a disapproval lacks its
 * reasons or procedure, no usable template is chosen, or the request has no owner.
 */
export async function makeLetter(
  work: NamedCompanyWork,
  letters: StoredFiles,
  request: ArchitecturalRequest,
  text: LetterText,
  templateId: number | null,
  decidedOn: string,
): Promise<MadeLetter> {
  const held = (reason: string): MadeLetter => ({ attachmentId: null, heldReason: reason });
  const problem = architecturalLetterProblem({
    StatusId: text.statusId,
    Details: text.details,
    ReconsiderationProcedure: text.procedure,
  });
  if (problem !== null) return held(problem);
  if (templateId === null) return held(M.noLetterTemplate);
  const template = await usableArcTemplate(work, templateId, request.CommunityAgentId);
  if (!template) return held(M.letterTemplateNotUsable);
  const owner = await ownerLetter(work, request);
  if (!owner) return held(M.noOwner);
  const source = await templateSource(work, template.TopsTemplateId);
  const make = letterMaker(await templateBytes(letters.files, source));
  const values = { ...owner.letter.values, ...architecturalValues(request, text, decidedOn) };
  const { pdf } = await renderLettersBuffer([make(owner.returnLines, values)], {
    title: `Architectural request ${request.TopsItemId}`,
    isDoubleSided: false,
    isColor: template.IsColor,
  });
  const companyId = work.user.companyId;
  const storageKey = newStorageKey(companyId, randomUUID());
  await storeFile(letters, { storageKey, bytes: pdf, contentType: FileTypes.Pdf });
  const status =
    ArchitecturalRequestStatusNames[text.statusId as ArchitecturalRequestStatusIdValue];
  const fileName = `ARC letter ${status} ${request.TopsItemId}.pdf`;
  const [row] = await work.tx
    .insert(attachments)
    .values({
      companyId,
      attachmentTypeId: AttachmentTypeId.Document,
      contentType: FileTypes.Pdf,
      fileName,
      displayName: fileName,
      sizeBytes: pdf.length,
      storageKey,
      uploadedByUserId: work.user.userId,
    })
    .returning({ id: attachments.id });
  if (!row) throw new Error('The letter attachment was not stored');
  const [party] = await queryRows<{ id: string | number }>(
    work.tx,
    sql`select id from item_agents where item_id = ${request.TopsItemId} and not is_deleted
         order by id limit 1`,
  );
  if (!party) throw new Error(`Architectural request ${request.TopsItemId} has no party`);
  await work.tx
    .insert(itemAgentAttachments)
    .values({ companyId, itemAgentId: Number(party.id), attachmentId: row.id });
  return { attachmentId: row.id, heldReason: null };
}

/**
 * Sends a status history's letter to the owner as a message batch (Smart: by the owner's delivery
 * preference) with the decision's values, and records it on the history. A history whose letter
 * was held is refused with its reason.
 */
export async function sendHistoryLetter(
  work: NamedCompanyWork,
  request: ArchitecturalRequest,
  historyId: number,
): Promise<void> {
  const [history] = await queryRows<{
    status_id: number;
    approval_type_id: number | null;
    details: string | null;
    procedure: string | null;
    template_id: string | number | null;
    letter_attachment_id: string | number | null;
    letter_held_reason: string | null;
    decided_on: string;
  }>(
    work.tx,
    sql`select h.status_id, h.approval_type_id, h.details,
               h.reconsideration_procedure as procedure, h.template_id, h.letter_attachment_id,
               h.letter_held_reason, h.created_at::date::text as decided_on
          from architectural_status_histories h
         where h.id = ${historyId} and h.item_id = ${request.TopsItemId}`,
  );
  if (!history) throw appError('ArchitecturalStatusHistoryNotOfRequest');
  if (history.letter_attachment_id === null || history.template_id === null)
    throw appError('ArchitecturalLetterHeld', history.letter_held_reason ?? M.noLetterTemplate);
  const template = await usableArcTemplate(
    work,
    Number(history.template_id),
    request.CommunityAgentId,
  );
  if (!template) throw appError('ArchitecturalLetterTemplateNotUsable');
  const owner = await ownerLetter(work, request);
  if (!owner) throw appError('ArchitecturalNoOwner');
  const text: LetterText = {
    statusId: history.status_id,
    approvalTypeId: history.approval_type_id,
    details: history.details ?? '',
    procedure: history.procedure ?? '',
  };
  const [batchId] = await insertSourcedBatches(work, [
    {
      communityAgentId: request.CommunityAgentId,
      template,
      method: DeliveryMethodId.Smart,
      subject: `${request.CodeName}: ${ArchitecturalRequestStatusNames[text.statusId as ArchitecturalRequestStatusIdValue]}`,
      letters: [
        {
          owner: owner.letter,
          sourceItemId: request.TopsItemId,
          values: architecturalValues(request, text, history.decided_on),
        },
      ],
    },
  ]);
  await work.tx.execute(
    sql`update architectural_status_histories
           set letter_sent_at = now(), message_batch_item_id = ${batchId ?? null}
         where id = ${historyId}`,
  );
}
