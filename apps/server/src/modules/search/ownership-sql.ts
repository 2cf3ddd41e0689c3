// SQL of the owner lists: which agents a term finds, the owner sort options (spec 1 §3.5b) and the
// property balance. Aliases: pd property_details, pa the property's address, bal its balance.
import { sql, type SQL } from '@hoa/db';
import {
  AgentTypeId,
  FullSearchMinLength,
  OwnerSortOptionId,
  ReceivableCodeTypeIds,
  type OwnerSortOptionIdValue,
} from '@hoa/domain';
import { ilikeAny, phoneLine, streetLine, type TermMatch } from '../../sql/index';

/**
 * The term in a contact's names (columns of contacts, unqualified): all a term under 3 characters
 * is looked for in.
 */
export function ownerNamesMatch(match: TermMatch): SQL {
  const p = match.patterns;
  return sql`(${ilikeAny(sql`display_name`, p)} or ${ilikeAny(sql`first_name`, p)}
    or ${ilikeAny(sql`last_name`, p)})`;
}

/** One way a term finds an agent: a table with an agent_id column and the condition on its row. */
interface MatchArm {
  from: SQL;
  where: SQL;
}

/**
 * How a term finds an agent for an owner search: by name, and from 3 characters by email, phone
 * digits and ('all' only) account number or street line. Each condition uses its trigram index.
 */
function ownerMatchArms(match: TermMatch, scope: 'contact' | 'all'): MatchArm[] {
  const p = match.patterns;
  const names = ownerNamesMatch(match);
  if (match.term.length < FullSearchMinLength) return [{ from: sql`contacts`, where: names }];
  const arms: MatchArm[] = [
    { from: sql`contacts`, where: sql`${names} or ${ilikeAny(sql`primary_email_address`, p)}` },
  ];
  if (match.phonePattern) {
    arms.push({ from: sql`phones ph`, where: sql`${phoneLine('ph')} ilike ${match.phonePattern}` });
  }
  if (scope === 'all') {
    arms.push(
      { from: sql`property_details`, where: ilikeAny(sql`account_number`, p) },
      { from: sql`addresses ad`, where: ilikeAny(streetLine('ad'), p) },
    );
  }
  return arms;
}

/** Ids of the agents a term finds for an owner search. */
export function ownerMatchIds(match: TermMatch, scope: 'contact' | 'all'): SQL {
  const arms = ownerMatchArms(match, scope);
  return sql.join(
    arms.map((arm) => sql`select agent_id from ${arm.from} where ${arm.where}`),
    sql` union `,
  );
}

/**
 * The agents under the matched properties (CTE `matched` with an agent_id column): a property's
 * match finds its owners. Each is looked up in a lateral fenced by offset 0, so the planner
 * cannot start from every agent.
 */
export function propertyChildIds(matched: string): SQL {
  const m = sql.raw(matched);
  return sql`select c.id from ${m} cross join lateral (select c.id from agents p
    join agents c on c.parent_agent_id = p.id
    where p.id = ${m}.agent_id and p.agent_type_id = ${AgentTypeId.Property} offset 0) c`;
}

/**
 * The property's balance in cents: what its primary owners owe on the charge and CCR codes
 * (prepaid codes included), from the owner code balances the owner ledger keeps (the balance of its profile,
 * ledger and statements).
 */
export function propertyBalance(propertyId: SQL): SQL {
  return sql`coalesce((select sum(b.balance_cents) from agents o
      join owner_code_balances b on b.owner_agent_id = o.id
      join codes c on c.id = b.code_id
      where o.parent_agent_id = ${propertyId} and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
        and not o.is_deleted
        and c.code_type_id = any(${`{${ReceivableCodeTypeIds.join(',')}}`}::smallint[])), 0)::bigint`;
}

/** The property's address: its primary one, else its first. */
export function propertyAddressJoin(propertyId: SQL): SQL {
  return sql`left join lateral (select street_number, street_name, unit, city from addresses
      where agent_id = ${propertyId} order by is_primary desc, id limit 1) pa on true`;
}

/** Street and lot numbers sort by their leading number first ('9' before '10', '110-45' by 110). */
export const leadingNumber = (expression: string) =>
  sql.raw(`nullif(substring(${expression} from '^[0-9]{1,18}'), '')::numeric`);

/** ORDER BY of an owner sort option; the caller appends its own unique tie-breaker. */
export function ownerOrderBy(
  sort: OwnerSortOptionIdValue,
  names: { firstName: SQL; lastName: SQL },
): SQL {
  const street = sql`${leadingNumber('pa.street_number')} nulls last, pa.street_number, lower(pa.street_name)`;
  switch (sort) {
    case OwnerSortOptionId.AccountNumber:
      return sql`pd.account_number nulls last`;
    case OwnerSortOptionId.FirstName:
      return sql`lower(${names.firstName}) nulls last, lower(${names.lastName})`;
    case OwnerSortOptionId.LastName:
      return sql`lower(${names.lastName}) nulls last, lower(${names.firstName})`;
    case OwnerSortOptionId.StreetNumber:
      return sql`${street}, pa.unit`;
    case OwnerSortOptionId.StreetName:
      return sql`lower(pa.street_name) nulls last, ${street}, pa.unit`;
    case OwnerSortOptionId.Balance:
      return sql`bal.balance desc`;
    case OwnerSortOptionId.LotNumber:
      return sql`${leadingNumber('pd.lot_number')} nulls last, pd.lot_number nulls last`;
  }
}
