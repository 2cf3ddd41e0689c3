import { queryRows, sql, type Tx } from '@hoa/db';
import type { ClaimGrant, PermissionClaim } from '@hoa/domain';
import type { SessionUser } from '../../http/request-context';
import { engageConfig } from '../engage/index';

interface SessionRow {
  id: number | string;
  user_name: string;
  display_name: string;
  email: string;
  company_id: number | string;
  company_name: string;
  is_system_admin: boolean;
  subscription_tier: number;
  feature_flags: Record<string, boolean>;
  is_board_member: boolean;
  grants: { claim: string; c: boolean; r: boolean; u: boolean; d: boolean }[];
  community_ids: (number | string)[];
}

/** The signed-in user with the union of their roles' claims and their community list. */
export async function loadSession(tx: Tx, userId: number): Promise<SessionUser | null> {
  const rows = await queryRows<SessionRow>(
    tx,
    sql`select u.id, u.user_name, u.display_name, u.email, u.company_id, c.name as company_name,
          u.is_system_admin, c.subscription_tier, c.feature_flags,
          exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                  where ur.user_id = u.id and r.is_board_role) as is_board_member,
          coalesce((select json_agg(g) from (
              select rc.claim, bool_or(rc.can_create) as c, bool_or(rc.can_read) as r,
                     bool_or(rc.can_update) as u, bool_or(rc.can_delete) as d
              from user_roles ur join role_claims rc on rc.role_id = ur.role_id
              where ur.user_id = u.id group by rc.claim) g), '[]'::json) as grants,
          coalesce((select json_agg(uc.community_agent_id order by uc.community_agent_id)
                    from user_communities uc where uc.user_id = u.id), '[]'::json) as community_ids
        from users u join companies c on c.id = u.company_id
        where u.id = ${userId} and u.is_active`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: Number(row.id),
    userName: row.user_name,
    displayName: row.display_name,
    email: row.email,
    companyId: Number(row.company_id),
    companyName: row.company_name,
    isSystemAdmin: row.is_system_admin,
    isBoardMember: row.is_board_member,
    subscriptionTier: Number(row.subscription_tier),
    featureFlags: row.feature_flags,
    grants: row.grants.map((g): ClaimGrant => ({
      Claim: g.claim as PermissionClaim,
      CanCreate: g.c,
      CanRead: g.r,
      CanUpdate: g.u,
      CanDelete: g.d,
    })),
    communityIds: row.community_ids.map(Number),
  };
}

export function toSessionResponse(user: SessionUser) {
  return {
    UserId: user.userId,
    UserName: user.userName,
    DisplayName: user.displayName,
    EmailAddress: user.email,
    CompanyId: user.companyId,
    CompanyName: user.companyName,
    IsSystemAdmin: user.isSystemAdmin,
    IsBoardMember: user.isBoardMember,
    SubscriptionTier: user.subscriptionTier,
    FeatureFlags: user.featureFlags,
    EngageSso: engageConfig() !== null,
    Claims: user.grants,
  };
}
