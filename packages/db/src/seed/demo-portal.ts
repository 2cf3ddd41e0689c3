// The demo company's owner portal (issue 23): live at the address 'summit', on for Willow Creek,
// with two owners registered (they sign in with the password below) and a third invited with a
// known registration code, so that a newcomer can try registering.
import { createHash } from 'node:crypto';
import { AgentTypeId, OwnerAccessStatus, PortalCustomerStatus } from '@hoa/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../tenancy/passwords';
import type { Tx } from '../types';

export const DemoPortalUrl = 'summit';
export const DemoOwnerPassword = 'demo-owner';
/** The registration code of the invited demo owner (printed at start with the account number). */
export const DemoRegistrationCode = 'DEMO-WLLW-2026';

export interface DemoOwnerSignIn {
  email: string;
  password: string;
  description: string;
}

export async function seedPortal(
  tx: Tx,
  companyId: number,
  communityAgentId: number,
): Promise<void> {
  await tx.execute(sql`
    insert into portal_company_settings (company_id, company_url, theme, customer_status)
    values (${companyId}, ${DemoPortalUrl}, 1, ${PortalCustomerStatus.Live}::smallint)`);
  await tx.execute(sql`
    insert into portal_community_settings (company_id, community_agent_id, is_enabled, wizard_step,
      bank_account_id)
    select ${companyId}, ${communityAgentId}, true, 5,
           (select b.id from bank_accounts b where b.community_agent_id = ${communityAgentId}
             order by b.is_primary desc, b.id limit 1)`);
  const passwordHash = await hashPassword(DemoOwnerPassword);
  const codeHash = createHash('sha256').update(DemoRegistrationCode).digest('hex');
  // The first three owners of the community's homes, in the order they were written.
  await tx.execute(sql`
    with owners as (
      select o.id, row_number() over (order by o.id) as n
      from agents o
      where o.community_agent_id = ${communityAgentId}
        and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})
        and not o.is_deleted
      order by o.id limit 3
    )
    insert into owner_access_accounts
      (company_id, community_agent_id, owner_agent_id, status, login_email, password_hash,
       registration_code_hash, registration_code_expires_at, registered_at)
    select ${companyId}, ${communityAgentId}, w.id,
           (case when w.n < 3 then ${OwnerAccessStatus.Registered} else ${OwnerAccessStatus.Invited} end)::smallint,
           case when w.n < 3 then 'owner' || w.n || '@portal-demo.example' end,
           case when w.n < 3 then ${passwordHash}::text end,
           case when w.n = 3 then ${codeHash}::text end,
           case when w.n = 3 then now() + interval '10 years' end,
           case when w.n < 3 then now() end
    from owners w`);
  await linkBoardPresident(tx, companyId, communityAgentId);
}

/**
 * The demo user 'board' is the owner who presides over the community's board (same name; owner1,
 * Brian Rossi): that owner's access account is linked to the user, so the owner sees the board
 * portal.
 */
async function linkBoardPresident(
  tx: Tx,
  companyId: number,
  communityAgentId: number,
): Promise<void> {
  await tx.execute(sql`
    update owner_access_accounts x set board_user_id = u.id
      from users u
      join contacts c on c.display_name = u.display_name
      join agents o on o.id = c.agent_id
     where u.company_id = ${companyId} and u.user_name = 'board'
       and o.community_agent_id = ${communityAgentId}
       and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})
       and x.owner_agent_id = o.id`);
}

/** The demo owners' portal sign-ins, as main.ts prints them. */
export const DemoOwnerSignIns: readonly DemoOwnerSignIn[] = [
  {
    email: 'owner1@portal-demo.example',
    password: DemoOwnerPassword,
    description: 'Owner of a Willow Creek home, president of its board (board portal)',
  },
  {
    email: 'owner2@portal-demo.example',
    password: DemoOwnerPassword,
    description: 'Owner of another Willow Creek home',
  },
];
