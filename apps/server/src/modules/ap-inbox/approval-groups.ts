import { queryRows, sql, type Tx } from '@hoa/db';
import type { ApprovalGroupRule } from '@hoa/domain';

export interface LoadedGroup extends ApprovalGroupRule {
  groupId: number;
  members: { userId: number; displayName: string }[];
}

/** A community's approval groups with their approvers, internal groups first. */
export async function loadApprovalGroups(tx: Tx, communityAgentId: number): Promise<LoadedGroup[]> {
  const rows = await queryRows<{
    groupId: number;
    approvalStatus: number;
    groupNumber: number;
    requiredApprovals: number;
    levelCents: number;
    members: { userId: number; displayName: string }[];
  }>(
    tx,
    sql`select g.id::float8 as "groupId", g.approval_status as "approvalStatus",
               g.group_number as "groupNumber", g.required_approvals as "requiredApprovals",
               g.level_cents::float8 as "levelCents",
               coalesce((select json_agg(json_build_object('userId', u.id::float8,
                                 'displayName', u.display_name) order by u.display_name)
                           from ap_approval_group_members m join users u on u.id = m.user_id
                          where m.group_id = g.id), '[]'::json) as members
          from ap_approval_groups g
         where g.community_agent_id = ${communityAgentId}
         order by g.approval_status, g.group_number`,
  );
  return rows.map((row) => ({
    ...row,
    memberUserIds: row.members.map((m) => m.userId),
  }));
}
