import { queryRows, sql, type Tx } from '@hoa/db';
import { InboxState, InvoiceActionId } from '@hoa/domain';
import { postInvoices } from './post-invoices';
import { idArray } from '../../sql/index';

/**
 * The approval groups of the community of an ap_invoices row aliased v, as they are now: the
 * snapshot the invoice keeps while in approval (ap_invoices.approval_groups).
 */
const approvalGroupsNow = sql`coalesce((
    select jsonb_agg(jsonb_build_object(
             'approvalStatus', g.approval_status, 'groupNumber', g.group_number,
             'requiredApprovals', g.required_approvals, 'levelCents', g.level_cents,
             'memberUserIds', coalesce((select jsonb_agg(m.user_id order by m.user_id)
                                          from ap_approval_group_members m
                                         where m.group_id = g.id), '[]'::jsonb))
           order by g.approval_status, g.group_number)
      from ap_approval_groups g where g.community_agent_id = v.community_agent_id), '[]'::jsonb)`;

/**
 * Sends accepted or keyed-in invoices on (docs/payables.md): an invoice some approval group of its
 * community applies to (its level at or below the invoice total) enters approval at the first such
 * group, internal groups before board groups; any other invoice is posted at once and its skipped
 * approval is logged (the invoice approval skipped log). An invoice entering approval keeps the
 * community's groups of this moment: a later change of the settings does not touch it.
 */
export async function submitInvoices(
  tx: Tx,
  companyId: number,
  userId: number | null,
  itemIds: readonly number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = idArray(itemIds);
  const skipped = await queryRows<{ itemId: number }>(
    tx,
    sql`with first_group as (
          select distinct on (v.item_id) v.item_id, g.approval_status, g.group_number
            from ap_invoices v
            join ap_approval_groups g on g.community_agent_id = v.community_agent_id
             and g.level_cents <= v.total_cents
           where v.item_id = any(${ids})
           order by v.item_id, g.approval_status, g.group_number
        ), routed as (
          update ap_invoices v
             set inbox_state = ${InboxState.Approval}, approval_status = f.approval_status,
                 approval_group = f.group_number, approval_count = 0,
                 approval_groups = ${approvalGroupsNow}, updated_at = now()
            from first_group f where v.item_id = f.item_id
          returning v.item_id
        )
        select item_id::int8 as "itemId" from ap_invoices
         where item_id = any(${ids}) and item_id not in (select item_id from routed)`,
  );
  const toPost = skipped.map((row) => row.itemId);
  if (toPost.length === 0) return;
  await tx.execute(
    sql`insert into ap_invoice_actions (company_id, item_id, community_agent_id, action, user_id,
                                        is_internal)
        select ${companyId}::bigint, item_id, community_agent_id, ${InvoiceActionId.ApprovalSkipped},
               ${userId}::bigint, true
          from ap_invoices where item_id = any(${idArray(toPost)})`,
  );
  await postInvoices(tx, companyId, toPost);
}
