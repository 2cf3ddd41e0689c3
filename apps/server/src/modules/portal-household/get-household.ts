import { queryRows, sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import { householdStateOf } from '@hoa/domain';
import type { OwnerContext } from '../owner-auth/index';

type GetHousehold = typeof contract.portalHousehold.GetHousehold;

/** Portal/GetHousehold: the people the owner invited, newest first, with their state. */
export async function getHousehold(ctx: OwnerContext): Promise<ResponseOf<GetHousehold>> {
  const rows = await queryRows<{
    id: number;
    property_agent_id: number;
    address: string;
    portal_role_id: number;
    name: string;
    email: string;
    invited_at: Date | string;
    registered_at: Date | string | null;
    removed_at: Date | string | null;
  }>(
    ctx.tx,
    sql`select m.id, m.property_agent_id, pc.display_name as address, m.portal_role_id, m.name,
               m.email, m.invited_at, m.registered_at, m.removed_at
        from portal_household_members m join contacts pc on pc.agent_id = m.property_agent_id
        where m.owner_access_account_id = ${ctx.owner.ownerAccessAccountId}
        order by m.removed_at is not null, m.invited_at desc, m.id desc`,
  );
  return rows.map((r) => ({
    HouseholdMemberId: Number(r.id),
    PropertyAgentId: Number(r.property_agent_id),
    Address: r.address,
    PortalRoleId: Number(r.portal_role_id),
    Name: r.name,
    EmailAddress: r.email,
    State: householdStateOf({ registeredAt: r.registered_at, removedAt: r.removed_at }),
    InvitedAt: new Date(r.invited_at).toISOString(),
  }));
}
