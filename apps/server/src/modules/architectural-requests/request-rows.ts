import { queryRows, sql, type SQL } from '@hoa/db';
import type {
  ArchitecturalRequest,
  ArchitecturalRequestAction,
  ArchitecturalRequestView,
  ArchitecturalStatusHistory,
} from '@hoa/contract';
import {
  architecturalDaysLeft,
  ArchitecturalApprovalTypes,
  ArchitecturalRequestStatusId,
  ArchitecturalRequestStatusNames,
  architecturalVoterKind,
  hasAccess,
  localDay,
  requestSourceName,
  StatusId,
  TxnTypeId,
  type AccessLevel,
  type ArchitecturalDecidedByKind,
  type ArchitecturalRequestStatusIdValue,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { CompanyWork, RequestContext } from '../../http/request-context';
import { selectItemAgentAttachments, withoutCheck } from '../attachments/index';
import { committeeApprovers, internalApprovers } from './approver-rows';

interface RequestRow {
  item_id: string | number;
  community_agent_id: string | number;
  community_name: string | null;
  property_agent_id: string | number;
  property_name: string | null;
  owner_agent_id: string | number | null;
  owner_name: string | null;
  code_id: string | number;
  code_alias: string;
  code_name: string;
  subject: string;
  description: string | null;
  source_id: number | null;
  received_on: string;
  due_on: string;
  decided_on: string | null;
  status_id: number;
  required_internal: number;
  required_committee: number;
  internal_total: number;
  committee_total: number;
  internal_approved: number;
  committee_approved: number;
  action_process_id: string | number | null;
  action_process_name: string | null;
  current_action_name: string | null;
}

const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** The live architectural requests (over i, r) of the company: not deleted. */
export const liveRequests = sql`architectural_requests r
  join items i on i.id = r.item_id and i.txn_type_id = ${TxnTypeId.ArchitecturalRequest}
   and i.status_id <> ${StatusId.Deleted}`;

/** The live requests (over i, r) passing the condition, in the order (pending by due day first). */
export async function selectArchitecturalRequests(
  ctx: CompanyWork,
  where: SQL,
  order: SQL = sql`(r.status_id = 1) desc, case when r.status_id = 1 then r.due_on end,
                   r.decided_on desc, i.id desc`,
  limit: SQL = sql``,
): Promise<ArchitecturalRequest[]> {
  const rows = await queryRows<RequestRow>(
    ctx.tx,
    sql`select i.id as item_id, r.community_agent_id, cc.display_name as community_name,
               r.property_agent_id, pc.display_name as property_name, r.owner_agent_id,
               oc.display_name as owner_name, r.code_id, k.code_alias, k.code_name, r.subject,
               i.description, r.source_id, r.received_on::text as received_on, r.due_on::text as due_on,
               r.decided_on::text as decided_on, r.status_id,
               r.required_internal_approvals as required_internal,
               r.required_committee_approvals as required_committee,
               (select count(*)::int from architectural_internal_approvers a
                 where a.item_id = r.item_id) as internal_total,
               (select count(*)::int from architectural_committee_approvers a
                 where a.item_id = r.item_id) as committee_total,
               (select count(*)::int from architectural_internal_approvers a
                 where a.item_id = r.item_id and a.vote = 'Approve') as internal_approved,
               (select count(*)::int from architectural_committee_approvers a
                 where a.item_id = r.item_id and a.vote = 'Approve') as committee_approved,
               r.action_process_id, p.name as action_process_name,
               (select l.level_name from architectural_request_actions x
                  join action_process_levels l on l.id = x.level_id
                 where x.item_id = r.item_id and x.processed_on is null
                 order by x.sequence, x.id limit 1) as current_action_name
          from ${liveRequests}
          join codes k on k.id = r.code_id
          left join action_processes p on p.id = r.action_process_id
          left join contacts cc on cc.agent_id = r.community_agent_id
          left join contacts pc on pc.agent_id = r.property_agent_id
          left join contacts oc on oc.agent_id = r.owner_agent_id
         where ${where}
         order by ${order} ${limit}`,
  );
  const today = localDay(new Date());
  return rows.map((row) => {
    const status = row.status_id as ArchitecturalRequestStatusIdValue;
    return {
      TopsItemId: Number(row.item_id),
      CommunityAgentId: Number(row.community_agent_id),
      CommunityName: row.community_name ?? '',
      PropertyAgentId: Number(row.property_agent_id),
      PropertyName: row.property_name ?? '',
      OwnerAgentId: idOrNull(row.owner_agent_id),
      OwnerName: row.owner_name,
      TopsCodeId: Number(row.code_id),
      CodeAlias: row.code_alias,
      CodeName: row.code_name,
      Subject: row.subject,
      Description: row.description ?? '',
      SourceName: row.source_id === null ? null : requestSourceName(row.source_id),
      ReceivedDate: row.received_on,
      DueDate: row.due_on,
      DaysLeft:
        status === ArchitecturalRequestStatusId.Pending
          ? architecturalDaysLeft(row.due_on, today)
          : null,
      DecidedDate: row.decided_on,
      TopsStatusId: status,
      StatusName: ArchitecturalRequestStatusNames[status],
      IsInternalApproval: row.required_internal > 0,
      IsInternalApproved:
        row.required_internal > 0 && row.internal_approved >= row.required_internal,
      IsCommitteeApproval: row.required_committee > 0,
      IsCommitteeApproved:
        row.required_committee > 0 && row.committee_approved >= row.required_committee,
      RequiredInternalApprovals: row.required_internal,
      RequiredCommitteeApprovals: row.required_committee,
      TotalInternalApprovers: row.internal_total,
      TotalCommitteeApprovers: row.committee_total,
      InternalApprovalCount: row.internal_approved,
      CommitteeApprovalCount: row.committee_approved,
      ActionProcessId: idOrNull(row.action_process_id),
      ActionProcessName: row.action_process_name,
      CurrentActionName: row.current_action_name,
    };
  });
}

/** One live request of the company read back (it must exist). */
export async function readArchitecturalRequest(
  ctx: CompanyWork,
  itemId: number,
): Promise<ArchitecturalRequest> {
  const [request] = await selectArchitecturalRequests(ctx, sql`i.id = ${itemId}`);
  if (!request) throw notFound();
  return request;
}

/**
 * A request the caller may use at the level: 403 without servicerequests, 404 when the company has
 * none with the id (row-level security hides other companies) or it is deleted, 403 off the
 * community list. The row is locked for a change.
 */
export async function requireArchitecturalRequest(
  ctx: RequestContext,
  itemId: number,
  level: AccessLevel,
): Promise<ArchitecturalRequest> {
  requireClaim(ctx, 'servicerequests', level);
  const lock = level === 'read' ? sql`` : sql`for update of r`;
  const [found] = await queryRows<{ community: string | number }>(
    ctx.tx,
    sql`select r.community_agent_id as community from ${liveRequests}
         where r.item_id = ${itemId} ${lock}`,
  );
  if (!found) throw notFound();
  await requireCommunity(ctx, Number(found.community));
  return readArchitecturalRequest(ctx, itemId);
}

/** A request that must still be pending to change. */
export function isPending(request: ArchitecturalRequest): boolean {
  return request.TopsStatusId === ArchitecturalRequestStatusId.Pending;
}

/** The status histories of a request, oldest first. */
export async function statusHistories(
  ctx: CompanyWork,
  itemId: number,
): Promise<ArchitecturalStatusHistory[]> {
  const rows = await queryRows<{
    id: string | number;
    status_id: number;
    approval_type_id: number | null;
    decided_by: ArchitecturalDecidedByKind;
    details: string | null;
    procedure: string | null;
    changed_at: string;
    by_name: string | null;
    template_id: string | number | null;
    template_name: string | null;
    letter_attachment_id: string | number | null;
    letter_held_reason: string | null;
    letter_sent_at: string | null;
    message_batch_item_id: string | number | null;
  }>(
    ctx.tx,
    sql`select h.id, h.status_id, h.approval_type_id, h.decided_by, h.details,
               h.reconsideration_procedure as procedure,
               to_json(h.created_at) #>> '{}' as changed_at,
               coalesce(u.display_name, h.by_email_address) as by_name, h.template_id,
               t.name as template_name, h.letter_attachment_id, h.letter_held_reason,
               to_json(h.letter_sent_at) #>> '{}' as letter_sent_at, h.message_batch_item_id
          from architectural_status_histories h
          left join users u on u.id = h.by_user_id
          left join templates t on t.id = h.template_id
         where h.item_id = ${itemId}
         order by h.created_at, h.id`,
  );
  return rows.map((row) => ({
    ArchitecturalRequestStatusHistoryId: Number(row.id),
    TopsStatusId: row.status_id,
    StatusName:
      ArchitecturalRequestStatusNames[row.status_id as ArchitecturalRequestStatusIdValue] ?? '',
    ApprovalTypeId: row.approval_type_id,
    ApprovalTypeName:
      ArchitecturalApprovalTypes.find((t) => t.ApprovalTypeId === row.approval_type_id)
        ?.ApprovalTypeName ?? null,
    DecidedBy: row.decided_by,
    Details: row.details,
    ReconsiderationProcedure: row.procedure,
    ChangedAt: row.changed_at,
    ByName: row.by_name,
    AgentTemplateId: idOrNull(row.template_id),
    TemplateName: row.template_name,
    LetterAttachmentId: idOrNull(row.letter_attachment_id),
    LetterHeldReason: row.letter_held_reason,
    LetterSentAt: row.letter_sent_at,
    MessageBatchItemId: idOrNull(row.message_batch_item_id),
  }));
}

/** The actions of a request in Sequence order, the current one and the last taken marked. */
export async function requestActions(
  ctx: CompanyWork,
  itemId: number,
): Promise<ArchitecturalRequestAction[]> {
  const rows = await queryRows<{
    id: string | number;
    level_id: string | number;
    sequence: number;
    level_name: string;
    days: number;
    template_id: string | number | null;
    template_name: string | null;
    processed_on: string | null;
    was_skipped: boolean;
    by_name: string | null;
    message_batch_item_id: string | number | null;
    all_addresses: boolean;
    all_owners: boolean;
    renter: boolean;
  }>(
    ctx.tx,
    sql`select x.id, x.level_id, x.sequence, l.level_name, l.days, x.template_id,
               t.name as template_name, x.processed_on::text as processed_on, x.was_skipped,
               u.display_name as by_name, x.message_batch_item_id,
               x.for_all_primary_owner_addresses as all_addresses,
               x.for_all_owners_in_property as all_owners, x.for_current_renter as renter
          from architectural_request_actions x
          join action_process_levels l on l.id = x.level_id
          left join templates t on t.id = x.template_id
          left join users u on u.id = x.by_user_id
         where x.item_id = ${itemId}
         order by x.sequence, x.id`,
  );
  const current = rows.find((row) => row.processed_on === null);
  const taken = rows.filter((row) => row.processed_on !== null && !row.was_skipped).at(-1);
  return rows.map((row) => ({
    ArchitecturalRequestActionId: Number(row.id),
    TemplateLevelId: Number(row.level_id),
    Sequence: row.sequence,
    LevelName: row.level_name,
    Days: row.days,
    AgentTemplateId: idOrNull(row.template_id),
    TemplateName: row.template_name,
    ProcessedOn: row.processed_on,
    WasSkipped: row.was_skipped,
    ByName: row.by_name,
    MessageBatchItemId: idOrNull(row.message_batch_item_id),
    isCurrentAction: row === current,
    isLastTakenAction: row === taken,
    IsGeneratingLettersForAllPrimaryOwnerAddresses: row.all_addresses,
    IsGeneratingLettersForAllOwnersInProperty: row.all_owners,
    IsGeneratingLettersForCurrentRenterAtMailingAddress: row.renter,
  }));
}

/**
 * The request with its approvers, histories, actions and attachments, and whether the caller may
 * vote now (close authorization and an approver who has not voted: spec 3 §4).
 */
export async function readArchitecturalView(
  ctx: RequestContext,
  itemId: number,
): Promise<ArchitecturalRequestView> {
  const request = await readArchitecturalRequest(ctx, itemId);
  const internal = await internalApprovers(ctx, itemId);
  const committee = await committeeApprovers(ctx, itemId);
  const attachments = await selectItemAgentAttachments(
    ctx,
    sql`ia.item_id = ${itemId} and not ia.is_deleted`,
  );
  const kind = architecturalVoterKind({
    StatusId: request.TopsStatusId,
    HasCloseAuthorization: hasAccess(ctx.user.grants, 'servicerequests', 'update'),
    UserAgentId: ctx.user.userId,
    EmailAddress: ctx.user.email,
    InternalApprovers: internal,
    CommitteeApprovers: committee,
  });
  return {
    Request: request,
    InternalApprovers: internal.map(({ Email: _email, ...approver }) => approver),
    CommitteeApprovers: committee,
    StatusHistories: await statusHistories(ctx, itemId),
    Actions: await requestActions(ctx, itemId),
    Attachments: attachments.map(withoutCheck),
    CanVote: kind !== null,
  };
}
