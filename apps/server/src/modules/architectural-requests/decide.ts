import { queryRows, sql } from '@hoa/db';
import type { ArchitecturalRequest } from '@hoa/contract';
import {
  ArchitecturalApprovalTypeId,
  architecturalDecision,
  ArchitecturalRequestStatusId,
  localDay,
  StatusId,
  type ArchitecturalDecidedByKind,
  type ArchitecturalRequestStatusIdValue,
} from '@hoa/domain';
import type { StoredFiles } from '../../files/stored-files';
import type { NamedCompanyWork } from '../statements/index';
import { defaultLetterTemplateId, makeLetter, sendHistoryLetter, type LetterText } from './letters';
import { readArchitecturalRequest } from './request-rows';
import { revokeVoteLinks } from './vote-links';

/** A decision of a pending request: its status, who decided it, and its letter's text. */
export interface Decision {
  statusId: Exclude<ArchitecturalRequestStatusIdValue, 1>;
  decidedBy: ArchitecturalDecidedByKind;
  byUserId: number | null;
  byEmailAddress: string | null;
  approvalTypeId: number;
  details: string;
  /** Empty: the community's reconsideration procedure (architectural settings). */
  procedure: string;
  /** Null: the community's default template for the status. */
  templateId: number | null;
  /** Whether the letter goes to the owner at once (a vote's decision) or waits (a manager's). */
  send: boolean;
}

/** The community's reconsideration procedure (architectural settings), '' when none. */
async function settingsProcedure(work: NamedCompanyWork, communityAgentId: number) {
  const [row] = await queryRows<{ procedure: string }>(
    work.tx,
    sql`select reconsideration_procedure as procedure from architectural_settings
         where community_agent_id = ${communityAgentId}`,
  );
  return row?.procedure ?? '';
}

/**
 * Decides a pending request in the caller's transaction: its status and decided day, its item
 * Closed, a status history (who decided, approval type, details, procedure, template), the letter
 * made (or held with the reason) and, for a vote's decision, sent; the voting links still open
 * stop working. Answers the history's id.
 */
export async function decideRequest(
  work: NamedCompanyWork,
  letters: StoredFiles,
  request: ArchitecturalRequest,
  decision: Decision,
): Promise<number> {
  const today = localDay(new Date());
  const itemId = request.TopsItemId;
  await work.tx.execute(
    sql`update architectural_requests
           set status_id = ${decision.statusId}, decided_on = ${today}::date, updated_at = now()
         where item_id = ${itemId}`,
  );
  await work.tx.execute(
    sql`update items set status_id = ${StatusId.Closed}, updated_at = now() where id = ${itemId}`,
  );
  const procedure =
    decision.statusId === ArchitecturalRequestStatusId.Disapproved
      ? decision.procedure || (await settingsProcedure(work, request.CommunityAgentId))
      : '';
  const templateId =
    decision.templateId ??
    (await defaultLetterTemplateId(work, request.CommunityAgentId, decision.statusId));
  const [history] = await queryRows<{ id: string | number }>(
    work.tx,
    sql`insert into architectural_status_histories
          (company_id, item_id, status_id, approval_type_id, decided_by, details,
           reconsideration_procedure, by_user_id, by_email_address, template_id)
        values (${work.user.companyId}, ${itemId}, ${decision.statusId},
                ${decision.approvalTypeId}, ${decision.decidedBy}, ${decision.details || null},
                ${procedure || null}, ${decision.byUserId}, ${decision.byEmailAddress},
                ${templateId})
        returning id`,
  );
  const historyId = Number(history?.id);
  const decided = await readArchitecturalRequest(work, itemId);
  const text: LetterText = {
    statusId: decision.statusId,
    approvalTypeId: decision.approvalTypeId,
    details: decision.details,
    procedure,
  };
  const made = await makeLetter(work, letters, decided, text, templateId, today);
  await work.tx.execute(
    sql`update architectural_status_histories
           set letter_attachment_id = ${made.attachmentId}, letter_held_reason = ${made.heldReason}
         where id = ${historyId}`,
  );
  if (decision.send && made.attachmentId !== null)
    await sendHistoryLetter(work, decided, historyId);
  const open = await queryRows<{ id: string | number }>(
    work.tx,
    sql`select id from architectural_committee_approvers where item_id = ${itemId}`,
  );
  await revokeVoteLinks(
    work,
    open.map((row) => Number(row.id)),
  );
  return historyId;
}

/** What the deciding vote adds to the letter: an internal approver's template and text. */
export interface VoteLetter {
  templateId: number | null;
  procedure: string;
}

/**
 * After a vote: the counts of both kinds read, and when they decide the request (spec 3 §4), it is
 * decided by the kind that voted, the letter sent. The details are the approvals' conditions or
 * the disapprovals' reasons, as the approvers gave them. Answers the status.
 */
export async function settleVotes(
  work: NamedCompanyWork,
  letters: StoredFiles,
  itemId: number,
  by: { kind: ArchitecturalDecidedByKind; userId: number | null; emailAddress: string | null },
  letter: VoteLetter,
): Promise<ArchitecturalRequestStatusIdValue> {
  const request = await readArchitecturalRequest(work, itemId);
  const votes = await queryRows<{
    kind: 'Internal' | 'Committee';
    vote: string | null;
    reason: string | null;
  }>(
    work.tx,
    sql`select 'Internal' as kind, vote, reason from architectural_internal_approvers
         where item_id = ${itemId}
        union all
        select 'Committee', vote, reason from architectural_committee_approvers
         where item_id = ${itemId}`,
  );
  const count = (kind: 'Internal' | 'Committee', required: number) => {
    const of = votes.filter((v) => v.kind === kind);
    return {
      Required: required,
      Approvers: of.length,
      Approved: of.filter((v) => v.vote === 'Approve').length,
      Disapproved: of.filter((v) => v.vote === 'Disapprove').length,
    };
  };
  const status = architecturalDecision(
    count('Internal', request.RequiredInternalApprovals),
    count('Committee', request.RequiredCommitteeApprovals),
  );
  if (status === ArchitecturalRequestStatusId.Pending) return status;
  const vote = status === ArchitecturalRequestStatusId.Approved ? 'Approve' : 'Disapprove';
  const details = [
    ...new Set(votes.flatMap((v) => (v.vote === vote && v.reason ? [v.reason.trim()] : []))),
  ].join('\n');
  const approvalTypeId =
    status === ArchitecturalRequestStatusId.Disapproved
      ? ArchitecturalApprovalTypeId.Disapproved
      : details === ''
        ? ArchitecturalApprovalTypeId.AsSubmitted
        : ArchitecturalApprovalTypeId.WithConditions;
  await decideRequest(work, letters, request, {
    statusId: status,
    decidedBy: by.kind,
    byUserId: by.userId,
    byEmailAddress: by.emailAddress,
    approvalTypeId,
    details,
    procedure: letter.procedure,
    templateId: letter.templateId,
    send: true,
  });
  return status;
}
