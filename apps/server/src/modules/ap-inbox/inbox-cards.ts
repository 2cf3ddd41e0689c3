import type { InvoiceCard } from '@hoa/contract';
import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { approvalChain, chainPosition, userCanApprove, type InboxSortField } from '@hoa/domain';
import { invoiceGroupsJson, snapshotGroups, type GroupWithMembers } from './approval-groups';
import { currentApprovalsJson } from './invoice-facts';

interface CardRow extends Omit<
  InvoiceCard,
  | 'UserCanApprove'
  | 'RequiredApprovals'
  | 'Approvers'
  | 'Approvals'
  | 'NextGroupApproval'
  | 'Group'
  | 'ApprovalCount'
> {
  ApprovalGroup: number;
  Groups: Omit<GroupWithMembers, 'memberUserIds'>[];
  CurrentApprovals: { userId: number; name: string; at: string }[];
}

const sortColumns: Record<InboxSortField, SQL> = {
  TotalAmount: sql`v.total_cents`,
  ItemId: sql`v.item_id`,
  InvoiceNumber: sql`v.invoice_number`,
  DueDate: sql`v.due_date`,
  VendorDisplayName: sql`vc.display_name`,
};

/** The invoices of a community in one inbox state (and approval stage), sorted. */
export async function loadCardRows(
  tx: Tx,
  communityAgentId: number,
  where: { inboxState: number; approvalStatus?: number },
  sort: { by: InboxSortField; order: 'asc' | 'desc' },
): Promise<CardRow[]> {
  const stage =
    where.approvalStatus === undefined
      ? sql``
      : sql`and v.approval_status = ${where.approvalStatus}`;
  const direction = sort.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  return queryRows<CardRow>(
    tx,
    sql`select v.item_id::int8 as "ItemId", v.invoice_number as "InvoiceNumber",
               i.reference as "Reference", v.total_cents::int8 as "TotalAmount",
               v.invoice_date::text as "InvoiceDate", v.due_date::text as "DueDate",
               vc.display_name as "VendorDisplayName", v.vendor_agent_id::int8 as "VendorAgentId",
               null::int8 as "VendorInvoiceId", v.community_agent_id::int8 as "CommunityAgentId",
               cc.alias as "CommunityAlias", cc.display_name as "CommunityName", v.source as "Source",
               v.inbox_state as "InboxState", v.is_due_dated as "IsDueDated",
               v.has_default_distribution as "HasDefaultDistribution",
               v.attachment_id::int8 as "AttachmentId", v.approval_status as "ApprovalStatus",
               v.approval_group as "ApprovalGroup",
               v.reason_for_acceptance as "ReasonForAcceptance",
               v.reason_for_rejection as "ReasonForRejection",
               v.reason_for_rejection as "RejectReason",
               v.entered_by_user_id::int8 as "EnteredByUserId",
               coalesce((select json_agg(json_build_object('AccountId', d.account_id::int8,
                          'AccountName', coalesce(acc.account_number || ' ' || acc.account_name, ''), 'ItemAmount', d.amount_cents::int8)
                          order by d.id)
                   from item_agents ia
                   join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
                   left join accounts acc on acc.id = d.account_id
                  where ia.item_id = v.item_id and not ia.is_deleted), '[]'::json)
                 as "BillDistributionList",
               ${currentApprovalsJson} as "CurrentApprovals",
               ${invoiceGroupsJson} as "Groups"
          from ap_invoices v
          join items i on i.id = v.item_id
          left join contacts cc on cc.agent_id = v.community_agent_id
          left join contacts vc on vc.agent_id = v.vendor_agent_id
         where v.community_agent_id = ${communityAgentId} and v.inbox_state = ${where.inboxState}
           ${stage}
         order by ${sortColumns[sort.by]} ${direction}, v.item_id ${direction}`,
  );
}

const approversOf = (group: GroupWithMembers | undefined, approvedBy: readonly number[]) =>
  (group?.members ?? []).map((m) => ({
    UserId: m.userId,
    DisplayName: m.displayName,
    HasApproved: approvedBy.includes(m.userId),
  }));

/** A row as the current user's card: where it is in its chain and what the user may do. */
export function toCard(row: CardRow, userId: number): InvoiceCard {
  const { ApprovalGroup, Groups, CurrentApprovals, ...rest } = row;
  const groups = snapshotGroups(Groups);
  const facts = {
    inboxState: row.InboxState,
    totalCents: row.TotalAmount,
    approvalStatus: row.ApprovalStatus,
    approvalGroup: ApprovalGroup,
    enteredByUserId: row.EnteredByUserId,
  };
  const approvedBy = CurrentApprovals.map((a) => a.userId);
  const chain = approvalChain(groups, row.TotalAmount) as GroupWithMembers[];
  const at = chainPosition(chain, facts);
  const current = chain[at];
  const next = at >= 0 ? chain[at + 1] : undefined;
  return {
    ...rest,
    UserCanApprove: userCanApprove(groups, facts, userId, approvedBy),
    ApprovalCount: approvedBy.length,
    RequiredApprovals: current?.requiredApprovals ?? 0,
    Approvers: approversOf(current, approvedBy),
    Approvals: CurrentApprovals.map((a) => ({
      AgentId: a.userId,
      AgentDisplayName: a.name,
      ActionDate: a.at,
    })),
    NextGroupApproval: next
      ? {
          ApprovalStatus: next.approvalStatus,
          RequiredApprovals: next.requiredApprovals,
          Approvers: approversOf(next, []),
        }
      : null,
    Group: at + 1,
  };
}
