import { queryRows, sql } from '@hoa/db';
import { AgentTypeId, type AccessLevel } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

export interface BankAgent {
  id: number;
  name: string;
  alias: string | null;
}

/** A live bank of the company, with the caller's 'bank' claim at `level`. */
export async function loadBankAgent(
  ctx: RequestContext,
  bankAgentId: number,
  level: AccessLevel,
): Promise<BankAgent> {
  requireClaim(ctx, 'bank', level);
  const [row] = await queryRows<{ id: string | number; name: string | null; alias: string | null }>(
    ctx.tx,
    sql`select a.id, c.display_name as name, c.alias
          from agents a left join contacts c on c.agent_id = a.id
         where a.id = ${bankAgentId} and a.agent_type_id = ${AgentTypeId.Bank} and not a.is_deleted`,
  );
  if (!row) throw notFound();
  return { id: Number(row.id), name: row.name ?? '', alias: row.alias };
}

/** The caller's communities that hold a live account at the bank, by name. */
export function bankCommunities(
  ctx: RequestContext,
  bankAgentId: number,
): Promise<{ CommunityId: number; CommunityName: string }[]> {
  return queryRows(
    ctx.tx,
    sql`select a.id::int8 as "CommunityId", coalesce(c.display_name, '') as "CommunityName"
          from agents a left join contacts c on c.agent_id = a.id
         where ${inUserCommunities(ctx, sql`a.id`)} and not a.is_deleted
           and exists (select 1 from bank_accounts ba
                        where ba.community_agent_id = a.id and ba.bank_agent_id = ${bankAgentId}
                          and not ba.is_removed)
         order by lower(coalesce(c.display_name, '')), a.id`,
  );
}

/** Refuses communities off the caller's list or without an account at the bank. */
export async function requireBankCommunities(
  ctx: RequestContext,
  bankAgentId: number,
  communityIds: readonly number[],
): Promise<void> {
  const at = new Set((await bankCommunities(ctx, bankAgentId)).map((c) => c.CommunityId));
  const missing = communityIds.find((id) => !at.has(id));
  if (missing !== undefined) throw appError('BankIntegrationCommunityWithoutBank', missing);
}

/** The company's live banks with an alias (case ignored): their own or their connection's. */
const withAlias = (alias: string) =>
  sql`exists (select 1 from contacts c where c.agent_id = a.id and upper(trim(c.alias)) = upper(${alias}))
      or exists (select 1 from bank_connections bc
                  where bc.bank_agent_id = a.id and upper(trim(bc.bank_alias)) = upper(${alias}))`;

/** The live banks of the company that answer to the alias (the smart banking on-demand runs). */
export async function banksByAlias(ctx: RequestContext, alias: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select a.id::int8 as id from agents a
         where a.agent_type_id = ${AgentTypeId.Bank}::smallint and not a.is_deleted
           and (${withAlias(alias)})
         order by a.id`,
  );
  return rows.map((r) => r.id);
}

export interface AliasBankAccount {
  id: number;
  bankAgentId: number;
  communityAgentId: number;
}

/**
 * The accounts an on-demand run of a bank (by alias) works on: the live accounts with a cash GL
 * account at the banks with the alias, in the caller's communities, optionally only those whose
 * number contains the filter.
 */
export function bankAccountsByAlias(
  ctx: RequestContext,
  alias: string,
  accountNumberFilter?: string,
): Promise<AliasBankAccount[]> {
  const filter = accountNumberFilter ? `%${accountNumberFilter.replace(/[\\%_]/g, '\\$&')}%` : '%';
  return queryRows<AliasBankAccount>(
    ctx.tx,
    sql`select ba.id::int8 as id, ba.bank_agent_id::int8 as "bankAgentId",
               ba.community_agent_id::int8 as "communityAgentId"
          from bank_accounts ba
          join agents a on a.id = ba.bank_agent_id
         where not a.is_deleted and (${withAlias(alias)}) and not ba.is_removed
           and ba.gl_account_id is not null and ba.account_number like ${filter}
           and ${inUserCommunities(ctx, sql`ba.community_agent_id`)}
         order by ba.id`,
  );
}
