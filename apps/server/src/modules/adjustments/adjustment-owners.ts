import { queryRows, sql, type SQL } from '@hoa/db';
import type { AdjustmentOwner } from '@hoa/contract';
import { AgentTypeId, type OwnerSortOptionIdValue } from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { ownerOrderBy, propertyAddressJoin } from '../search/index';
/** The billed owner of a property: its first active primary owner (agent type 4). */
export const primaryOwnerJoin = (propertyId: SQL) => sql`join lateral (
    select o.id from agents o
     where o.parent_agent_id = ${propertyId} and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
       and o.is_active and not o.is_deleted
     order by o.id limit 1) po on true`;

interface OwnerRow {
  property_id: string | number;
  owner_id: string | number;
  display_name: string | null;
  account_number: string | null;
  lot_number: string | null;
  street_number: string | null;
  street_name: string | null;
  unit: string | null;
  balance: string | number;
}

/** A code of the community (any type); 404 when it is not one. */
export async function requireCommunityCode(
  ctx: RequestContext,
  communityId: number,
  codeId: number,
): Promise<{ amountCents: number; codeTypeId: number; alias: string }> {
  const [code] = await queryRows<{ amount: string | number; type: number; alias: string }>(
    ctx.tx,
    sql`select amount_cents as amount, code_type_id as type, code_alias as alias from codes
         where id = ${codeId} and community_agent_id = ${communityId}`,
  );
  if (!code) throw notFound();
  return { amountCents: Number(code.amount), codeTypeId: code.type, alias: code.alias };
}

/**
 * The primary owners of the community's properties that pass `filter` (SQL over p, pd, pa, oc),
 * each with their balance of the code, in the owner sort order asked for.
 */
export async function adjustmentOwners(
  ctx: RequestContext,
  communityId: number,
  codeId: number,
  orderBy: number,
  filter: SQL = sql``,
): Promise<AdjustmentOwner[]> {
  const order = ownerOrderBy(orderBy as OwnerSortOptionIdValue, {
    firstName: sql`oc.first_name`,
    lastName: sql`oc.last_name`,
  });
  const rows = await queryRows<OwnerRow>(
    ctx.tx,
    sql`select p.id as property_id, po.id as owner_id, oc.display_name, pd.account_number,
               pd.lot_number, pa.street_number, pa.street_name, pa.unit, bal.balance
          from agents p
          ${primaryOwnerJoin(sql`p.id`)}
          join contacts oc on oc.agent_id = po.id
          left join property_details pd on pd.agent_id = p.id
          ${propertyAddressJoin(sql`p.id`)}
          cross join lateral (select coalesce(sum(b.balance_cents), 0) as balance
                                from owner_code_balances b
                               where b.owner_agent_id = po.id and b.code_id = ${codeId}) bal
         where p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted
           and p.community_agent_id = ${communityId} ${filter}
         order by ${order}, p.id`,
  );
  return rows.map((row) => ({
    PropertyId: Number(row.property_id),
    OwnerAgentId: Number(row.owner_id),
    OwnerName: row.display_name ?? '',
    AccountNumber: row.account_number,
    LotNumber: row.lot_number,
    Address: [row.street_number, row.street_name, row.unit].filter(Boolean).join(' '),
    CurrentBalance: Number(row.balance),
  }));
}

export interface OwnerRanges {
  StreetNameStart?: string | undefined;
  StreetNameEnd?: string | undefined;
  StreetNumberStart?: string | undefined;
  StreetNumberEnd?: string | undefined;
  AccountNumberStart?: string | undefined;
  AccountNumberEnd?: string | undefined;
  LotNumberStart?: string | undefined;
  LotNumberEnd?: string | undefined;
  LastNameStart?: string | undefined;
  LastNameEnd?: string | undefined;
}

const isNumber = (value: string) => /^\d{1,15}$/.test(value);

/**
 * One range over a column, both ends inclusive and either end optional. Text compares without
 * case, and an end matches every value it begins ('A' to 'C' keeps 'Carter'); two whole numbers
 * compare the column's leading number ('9' before '10').
 */
function range(column: string, start: string | undefined, end: string | undefined): SQL {
  const from = start?.trim() || undefined;
  const to = end?.trim() || undefined;
  if (!from && !to) return sql``;
  if ((!from || isNumber(from)) && (!to || isNumber(to))) {
    const value = sql.raw(`nullif(substring(${column} from '^[0-9]{1,15}'), '')::numeric`);
    return sql` and ${value} is not null
      ${from ? sql` and ${value} >= ${Number(from)}` : sql``}
      ${to ? sql` and ${value} <= ${Number(to)}` : sql``}`;
  }
  const value = sql.raw(`lower(coalesce(${column}, ''))`);
  return sql`${from ? sql` and ${value} >= ${from.toLowerCase()}` : sql``}
    ${to ? sql` and left(${value}, ${to.length}) <= ${to.toLowerCase()}` : sql``}`;
}

/** The filter of the street, account number, lot number and last name ranges given. */
export function rangeFilter(r: OwnerRanges): SQL {
  return sql`${range('pa.street_name', r.StreetNameStart, r.StreetNameEnd)}
    ${range('pa.street_number', r.StreetNumberStart, r.StreetNumberEnd)}
    ${range('pd.account_number', r.AccountNumberStart, r.AccountNumberEnd)}
    ${range('pd.lot_number', r.LotNumberStart, r.LotNumberEnd)}
    ${range('oc.last_name', r.LastNameStart, r.LastNameEnd)}`;
}
