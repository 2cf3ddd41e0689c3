import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import type { OwnerCodeBalance } from '@hoa/contract';
import { AgentTypeId, CodeTypeId, codeTypeIdsInGroup, ReceivableCodeTypeIds } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { ledgerOwners, propertyPrimaryOwners, type LedgerOwners } from './ledger-owners';

/** The code types listed even when the owners have nothing on them: the charge codes. */
const alwaysListedCodeTypeIds = codeTypeIdsInGroup('Charge');

/**
 * An agent's owner code balances (its billed owners', see ledgerOwners): one row per code of the
 * community of the types asked for; the CCR and work order codes (fines and work order charges)
 * only where the owners have lines on them, so that a community's many violation and work order
 * codes do not list as zero balances. Without a date, or a date of today or later, the current balances kept in
 * owner_code_balances; with an earlier date, the owner lines posted on or before it.
 */
export async function ownerCodeBalances(
  ctx: RequestContext,
  agentId: number,
  asOfDate: string | undefined,
  codeTypeIds: readonly number[],
): Promise<OwnerCodeBalance[]> {
  return codeBalancesOf(ctx.tx, await ledgerOwners(ctx, agentId), asOfDate, codeTypeIds);
}

/** The code balances of billed owners already found (ownerCodeBalances without its access check). */
export async function codeBalancesOf(
  tx: Tx,
  owners: LedgerOwners,
  asOfDate: string | undefined,
  codeTypeIds: readonly number[],
): Promise<OwnerCodeBalance[]> {
  const ids = idArray(owners.ownerAgentIds);
  const balances =
    asOfDate === undefined
      ? sql`select 0 as key, code_id, sum(balance_cents) as cents from owner_code_balances
             where owner_agent_id = any(${ids}) group by code_id`
      : sql`select 0 as key, code_id, sum(amount_cents) as cents from ar_lines
             where owner_agent_id = any(${ids}) and post_date <= ${asOfDate}::date group by code_id`;
  const rows = await keyedCodeBalances(
    tx,
    sql`select 0 as key, ${owners.communityAgentId}::bigint as community`,
    balances,
    codeTypeIds,
  );
  return rows.map(({ key: _key, ...row }) => row);
}

/**
 * The current code balances of each property, of its billed owners (its primary owners, see
 * ledgerOwnersOf), in one query: codeBalancesOf of every property at once, for the owner portal,
 * whose calls check the properties first. A property without a row has no codes listed.
 */
export async function propertyCodeBalances(
  tx: Tx,
  propertyAgentIds: readonly number[],
  codeTypeIds: readonly number[],
): Promise<Map<number, OwnerCodeBalance[]>> {
  const rows = await keyedCodeBalances(
    tx,
    sql`select p.id as key, p.community_agent_id as community from agents p
         where p.id = any(${idArray(propertyAgentIds)}) and p.agent_type_id = ${AgentTypeId.Property}`,
    sql`select o.property_agent_id as key, b.code_id, sum(b.balance_cents) as cents
          from (${propertyPrimaryOwners(propertyAgentIds)}) o
          join owner_code_balances b on b.owner_agent_id = o.id
         group by o.property_agent_id, b.code_id`,
    codeTypeIds,
  );
  const byProperty = new Map<number, OwnerCodeBalance[]>();
  for (const { key, ...row } of rows) byProperty.set(key, [...(byProperty.get(key) ?? []), row]);
  return byProperty;
}

/**
 * The code balances of each key: `scopes` gives each key its community (`key`, `community`),
 * `balances` the cents of each key's owners by code (`key`, `code_id`, `cents`). One row per code of
 * the key's community of the types asked for, the CCR and work order codes only with a balance row.
 */
async function keyedCodeBalances(
  tx: Tx,
  scopes: SQL,
  balances: SQL,
  codeTypeIds: readonly number[],
): Promise<(OwnerCodeBalance & { key: number })[]> {
  const rows = await queryRows<OwnerCodeBalance & { key: number }>(
    tx,
    sql`select s.key::int8 as key, c.id::int as "TopsCodeId", c.code_alias as "CodeAlias",
               c.code_name as "CodeName", c.code_type_id::int as "TopsCodeTypeId",
               coalesce(b.cents, 0)::bigint as "Balance"
          from (${scopes}) s
          join codes c on c.community_agent_id = s.community
          left join (${balances}) b on b.key = s.key and b.code_id = c.id
         where c.code_type_id = any(${`{${codeTypeIds.join(',')}}`}::smallint[])
           and (b.code_id is not null
                or c.code_type_id = any(${`{${alwaysListedCodeTypeIds.join(',')}}`}::smallint[]))
         order by s.key, c.code_alias`,
  );
  return rows.map((r) => ({ ...r, key: Number(r.key), Balance: Number(r.Balance) }));
}

/** The codes an owner's balance is kept on (charge and CCR codes), with the prepaid codes (type 10). */
export const WithPrepaidCodeTypeIds: readonly number[] = ReceivableCodeTypeIds;

/** The codes an owner's balance is kept on, without the prepaid codes. */
export const WithoutPrepaidCodeTypeIds: readonly number[] = ReceivableCodeTypeIds.filter(
  (id) => id !== CodeTypeId.PrePaid,
);

/** The security deposit balance: the owners' balance of the security deposit codes (type 16). */
export async function securityDepositBalance(
  ctx: RequestContext,
  agentId: number,
  asOfDate: string | undefined,
): Promise<{ PropertyAgentId: number; Balance: number }> {
  const owners = await ledgerOwners(ctx, agentId);
  const rows = await ownerCodeBalances(ctx, agentId, asOfDate, [CodeTypeId.SecurityDeposit]);
  return {
    PropertyAgentId: owners.propertyAgentId ?? agentId,
    Balance: rows.reduce((sum, r) => sum + r.Balance, 0),
  };
}
