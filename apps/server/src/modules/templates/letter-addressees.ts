import { queryRows, sql } from '@hoa/db';
import {
  AddressTypeId,
  AgentTypeId,
  formatAddressLines,
  UsCountryId,
  type LetterScope,
} from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';
import { idArray } from '../../sql/index';

/** Another address of a primary owner, or another person of the property, a letter also goes to. */
export type LetterAddressee =
  | { kind: 'address'; ownerAgentId: number; mailingLines: string[] }
  | {
      kind: 'owner' | 'renter';
      propertyAgentId: number;
      agentId: number;
      agentTypeId: number;
      name: string;
      firstName: string;
      lastName: string;
      emailAddress: string | null;
      deliveryPreferenceId: number;
      mailingLines: string[];
    };

interface AddressColumns {
  street_number: string | null;
  street_name: string | null;
  unit: string | null;
  city: string | null;
  state_id: number | null;
  postal_code: string | null;
  country_id: number | null;
}

const linesOf = (a: AddressColumns): string[] =>
  a.street_name === null && a.city === null
    ? []
    : formatAddressLines({
        StreetNumber: a.street_number,
        StreetName: a.street_name,
        Unit: a.unit,
        City: a.city,
        StateId: a.state_id,
        PostalCode: a.postal_code,
        CountryId: a.country_id ?? UsCountryId,
      });

/** An agent's addresses in the order the mailing address is chosen by (billedOwnersSql). */
const addressOrder = sql`order by (a.address_type_id = ${AddressTypeId.Billing}) desc, a.is_primary desc, a.id`;

/**
 * The letters a scope adds to billed owners' letters: each address of a primary owner after their
 * mailing address (the first in billing, primary, id order), each other active owner of the
 * property and its active renter, at their own mailing address or else the property's.
 */
export async function letterAddressees(
  ctx: CompanyWork,
  billed: readonly { ownerAgentId: number; propertyAgentId: number }[],
  scope: LetterScope,
): Promise<LetterAddressee[]> {
  const owners = billed.map((b) => b.ownerAgentId);
  const properties = billed.map((b) => b.propertyAgentId);
  const found: LetterAddressee[] = [];
  if (scope.isGeneratingLettersForAllPrimaryOwnerAddresses && owners.length > 0) {
    const rows = await queryRows<AddressColumns & { agent_id: string | number }>(
      ctx.tx,
      sql`select a.agent_id, a.street_number, a.street_name, a.unit, a.city, a.state_id,
                 a.postal_code, a.country_id
            from (select a.*, row_number() over (partition by a.agent_id ${addressOrder}) as n
                    from addresses a where a.agent_id = any(${idArray(owners)})) a
           where a.n > 1
           order by a.agent_id, a.n`,
    );
    for (const row of rows) {
      const lines = linesOf(row);
      if (lines.length > 0)
        found.push({ kind: 'address', ownerAgentId: Number(row.agent_id), mailingLines: lines });
    }
  }
  const types = [
    ...(scope.isGeneratingLettersForAllOwnersInProperty
      ? [AgentTypeId.PrimaryOwner, AgentTypeId.Owner]
      : []),
    ...(scope.isGeneratingLettersForCurrentRenterAtMailingAddress ? [AgentTypeId.Renter] : []),
  ];
  if (types.length === 0 || properties.length === 0) return found;
  const people = await queryRows<
    AddressColumns & {
      agent_id: string | number;
      property_id: string | number;
      agent_type_id: number;
      name: string | null;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
      delivery_preference_id: number;
    }
  >(
    ctx.tx,
    sql`select x.id as agent_id, x.parent_agent_id as property_id, x.agent_type_id,
               c.display_name as name, c.first_name, c.last_name,
               c.primary_email_address as email, x.delivery_preference_id, ma.*
          from agents x
          left join contacts c on c.agent_id = x.id
          left join lateral (
            select y.street_number, y.street_name, y.unit, y.city, y.state_id, y.postal_code,
                   y.country_id from (
              (select 1 as rank, a.* from addresses a where a.agent_id = x.id ${addressOrder} limit 1)
              union all
              (select 2, a.* from addresses a where a.agent_id = x.parent_agent_id
                order by a.is_primary desc, a.id limit 1)) y
            order by y.rank limit 1) ma on true
         where x.parent_agent_id = any(${idArray(properties)}) and x.is_active and not x.is_deleted
           and x.agent_type_id = any(${sql.raw(`array[${types.join(',')}]::smallint[]`)})
           and x.id <> all(${idArray(owners)})
         order by x.parent_agent_id, x.agent_type_id, x.id`,
  );
  for (const row of people)
    found.push({
      kind: row.agent_type_id === AgentTypeId.Renter ? 'renter' : 'owner',
      propertyAgentId: Number(row.property_id),
      agentId: Number(row.agent_id),
      agentTypeId: row.agent_type_id,
      name: row.name ?? '',
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      emailAddress: row.email,
      deliveryPreferenceId: row.delivery_preference_id,
      mailingLines: linesOf(row),
    });
  return found;
}
