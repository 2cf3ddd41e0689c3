import { queryRows, sql, type Tx } from '@hoa/db';
import type { ApprovalGroupRule } from '@hoa/domain';

/** An approval group with its approvers' names. */
export interface GroupWithMembers extends ApprovalGroupRule {
  members: { userId: number; displayName: string }[];
}

export interface LoadedGroup extends GroupWithMembers {
  groupId: number;
}

type GroupRow = Omit<GroupWithMembers, 'memberUserIds'>;

const withMemberIds = <G extends GroupRow>(rows: G[]) =>
  rows.map((row) => ({ ...row, memberUserIds: row.members.map((m) => m.userId) }));

/** A community's approval groups as they are now, with their approvers, internal groups first. */
export async function loadApprovalGroups(tx: Tx, communityAgentId: number): Promise<LoadedGroup[]> {
  const rows = await queryRows<GroupRow & { groupId: number }>(
    tx,
    sql`select g.id::int8 as "groupId", g.approval_status as "approvalStatus",
               g.group_number as "groupNumber", g.required_approvals as "requiredApprovals",
               g.level_cents::int8 as "levelCents",
               coalesce((select json_agg(json_build_object('userId', u.id::int8,
                                 'displayName', u.display_name) order by u.display_name)
                           from ap_approval_group_members m join users u on u.id = m.user_id
                          where m.group_id = g.id), '[]'::json) as members
          from ap_approval_groups g
         where g.community_agent_id = ${communityAgentId}
         order by g.approval_status, g.group_number`,
  );
  return withMemberIds(rows);
}

/**
 * The approval groups an ap_invoices row aliased v entered approval under (its snapshot, not the
 * community's groups of today), with their approvers, as a json array of GroupWithMembers rows
 * without memberUserIds.
 */
export const invoiceGroupsJson = sql`coalesce((
    select json_agg(json_build_object(
             'approvalStatus', (e.g->>'approvalStatus')::int,
             'groupNumber', (e.g->>'groupNumber')::int,
             'requiredApprovals', (e.g->>'requiredApprovals')::int,
             'levelCents', (e.g->>'levelCents')::int8,
             'members', coalesce((select json_agg(json_build_object('userId', u.id::int8,
                                           'displayName', u.display_name) order by u.display_name)
                                    from users u
                                   where u.id in (select jsonb_array_elements_text(e.g->'memberUserIds')::bigint)),
                                 '[]'::json))
           order by e.n)
      from jsonb_array_elements(v.approval_groups) with ordinality as e(g, n)), '[]'::json)`;

/** Adds memberUserIds to the groups read through invoiceGroupsJson. */
export const snapshotGroups = (rows: GroupRow[]): GroupWithMembers[] => withMemberIds(rows);

/** The approval groups an invoice entered approval under, with their approvers. */
export async function invoiceApprovalGroups(tx: Tx, itemId: number): Promise<GroupWithMembers[]> {
  const [row] = await queryRows<{ groups: GroupRow[] }>(
    tx,
    sql`select ${invoiceGroupsJson} as groups from ap_invoices v where v.item_id = ${itemId}`,
  );
  return snapshotGroups(row?.groups ?? []);
}
