import { queryRows, sql } from '@hoa/db';
import { AgentTypeId, CodeAccountTypeId, CodeTypeId, type AccountRangeInput } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

// What the imports look rows up against, one query each, keyed the way files write them:
// account numbers as written, code aliases upper case, category names lower case.

export interface AccountFact {
  id: number;
  accountTypeId: number;
}

/** The community's accounts without a cost center, by number. */
export async function accountsByNumber(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<Map<string, AccountFact>> {
  const rows = await queryRows<{ id: string | number; number: string; type: number }>(
    ctx.tx,
    sql`select id, account_number as number, account_type_id as type from accounts
         where community_agent_id = ${communityAgentId} and cost_center_id is null`,
  );
  return new Map(rows.map((r) => [r.number, { id: Number(r.id), accountTypeId: r.type }]));
}

export async function accountRangesOf(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<AccountRangeInput[]> {
  return queryRows<AccountRangeInput>(
    ctx.tx,
    sql`select account_type_id as "TopsAccountTypeId", start_number as "StartNumber",
               end_number as "EndNumber"
          from account_ranges where community_agent_id = ${communityAgentId}`,
  );
}

export interface CodeFact {
  id: number;
  codeTypeId: number;
  /**
   * The account holding an owner's balance of the code, as the owner postings use it: the
   * receivable account, for prepaid and security deposit codes the liability (income) account.
   */
  holdAccountId: number | null;
}

export async function codesByAlias(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<Map<string, CodeFact>> {
  const rows = await queryRows<{
    id: string | number;
    alias: string;
    type: number;
    hold: string | number | null;
  }>(
    ctx.tx,
    sql`select k.id, k.code_alias as alias, k.code_type_id as type, ca.account_id as hold
          from codes k
          left join code_accounts ca on ca.code_id = k.id
           and ca.code_account_type_id = case
             when k.code_type_id in (${CodeTypeId.PrePaid}, ${CodeTypeId.SecurityDeposit})
             then ${CodeAccountTypeId.Income}::smallint
             else ${CodeAccountTypeId.Receivable}::smallint end
         where k.community_agent_id = ${communityAgentId}`,
  );
  return new Map(
    rows.map((r) => [
      r.alias.toUpperCase(),
      {
        id: Number(r.id),
        codeTypeId: r.type,
        holdAccountId: r.hold === null ? null : Number(r.hold),
      },
    ]),
  );
}

export async function categoriesByName(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string | number; name: string }>(
    ctx.tx,
    sql`select id, name from code_categories where community_agent_id = ${communityAgentId}`,
  );
  return new Map(rows.map((r) => [r.name.toLowerCase(), Number(r.id)]));
}

export interface PropertyFact {
  id: number;
  /** Display names of its primary owners. */
  owners: string[];
  /** The owner billed (the first active primary owner, as charges bill), null when none. */
  billedOwnerId: number | null;
}

/** The community's properties by account number (upper case). */
export async function propertiesByAccountNumber(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<Map<string, PropertyFact>> {
  const rows = await queryRows<{
    id: string | number;
    number: string;
    owners: string[];
    billed: string | number | null;
  }>(
    ctx.tx,
    sql`select p.id, d.account_number as number,
               (select o.id from agents o
                 where o.parent_agent_id = p.id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
                   and o.is_active and not o.is_deleted
                 order by o.id limit 1) as billed,
               coalesce((select json_agg(oc.display_name order by oc.display_name)
                           from agents o join contacts oc on oc.agent_id = o.id
                          where o.parent_agent_id = p.id and not o.is_deleted
                            and o.agent_type_id = ${AgentTypeId.PrimaryOwner}), '[]'::json) as owners
          from agents p join property_details d on d.agent_id = p.id
         where p.community_agent_id = ${communityAgentId}
           and p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted
           and d.account_number is not null`,
  );
  return new Map(
    rows.map((r) => [
      r.number.toUpperCase(),
      {
        id: Number(r.id),
        owners: r.owners,
        billedOwnerId: r.billed === null ? null : Number(r.billed),
      },
    ]),
  );
}
