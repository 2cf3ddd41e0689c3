// What the ledger benchmarks seed alike: a community with its chart of accounts, fiscal years of
// 12 monthly periods, and a user holding every claim on a list of communities.
import { queryRows, sql, type Tx } from '@hoa/db';
import { AgentTypeId, PermissionClaimNames } from '@hoa/domain';

/** A set-up community with a contact name and its chart ([number, name, account type]). */
export async function addBenchCommunity(
  tx: Tx,
  companyId: number,
  name: string,
  chart: readonly [string, string, number][],
): Promise<number> {
  const [community] = await queryRows<{ id: string }>(
    tx,
    sql`insert into agents (company_id, agent_type_id, community_type, is_setup_complete,
          is_setup_accounting_complete, is_setup_property_owner_complete)
        values (${companyId}, ${AgentTypeId.Community}, 'HOA', true, true, true) returning id::text`,
  );
  const communityAgentId = Number(community?.id);
  await tx.execute(sql`update agents set community_agent_id = id where id = ${communityAgentId}`);
  await tx.execute(sql`insert into contacts (agent_id, company_id, display_name)
    values (${communityAgentId}, ${companyId}, ${name})`);
  await tx.execute(sql`insert into accounts (company_id, community_agent_id, account_number,
      account_name, account_type_id)
    select ${companyId}::bigint, ${communityAgentId}::bigint, a.number, a.name, a.type
      from jsonb_to_recordset(${JSON.stringify(chart.map(([number, name, type]) => ({ number, name, type })))}::jsonb)
        as a(number text, name text, type int)`);
  return communityAgentId;
}

/** Calendar fiscal years of the community, each of 12 monthly periods. */
export async function addBenchYears(
  tx: Tx,
  companyId: number,
  communityAgentId: number,
  years: readonly number[],
): Promise<void> {
  await tx.execute(sql`with years as (
      insert into fiscal_years (company_id, community_agent_id, sequence, start_date, end_date)
      select ${companyId}::bigint, ${communityAgentId}::bigint, y, make_date(y, 1, 1), make_date(y, 12, 31)
        from unnest(${`{${years.join(',')}}`}::int[]) y
      returning id, start_date)
    insert into accounting_periods (company_id, fiscal_year_id, period_order, start_date, end_date)
    select ${companyId}::bigint, years.id, m, (years.start_date + (m - 1) * interval '1 month')::date,
           (years.start_date + m * interval '1 month' - interval '1 day')::date
      from years cross join generate_series(1, 12) m`);
}

/** A user with a role of every claim at every level, on the communities listed. */
export async function addBenchUser(
  tx: Tx,
  companyId: number,
  user: { userName: string; passwordHash: string; displayName: string; isSystemAdmin: boolean },
  communityIds: readonly number[],
): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into users (company_id, user_name, password_hash, display_name, email, is_system_admin)
        values (${companyId}, ${user.userName}, ${user.passwordHash}, ${user.displayName},
                ${`${user.userName}@example.com`}, ${user.isSystemAdmin})
        returning id::text`,
  );
  const [role] = await queryRows<{ id: string }>(
    tx,
    sql`insert into roles (company_id, name) values (${companyId}, ${`Bench ${user.userName}`}) returning id::text`,
  );
  await tx.execute(sql`insert into role_claims (company_id, role_id, claim, can_create, can_read, can_update, can_delete)
    select ${companyId}::bigint, ${role?.id}::bigint, claim, true, true, true, true
      from unnest(${`{${PermissionClaimNames.join(',')}}`}::text[]) claim`);
  await tx.execute(sql`insert into user_roles (company_id, user_id, role_id)
    values (${companyId}, ${row?.id}::bigint, ${role?.id}::bigint)`);
  await tx.execute(sql`insert into user_communities (company_id, user_id, community_agent_id)
    select ${companyId}::bigint, ${row?.id}::bigint, c from unnest(${`{${communityIds.join(',')}}`}::bigint[]) c`);
}
