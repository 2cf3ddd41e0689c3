import { sql, type SQL } from '@hoa/db';
import { AddressTypeId, AgentTypeId } from '@hoa/domain';
import { primaryOwners } from '../charges/index';

const addressColumns = sql.raw(
  'a.street_number, a.street_name, a.unit, a.city, a.state_id, a.postal_code, a.country_id',
);

/**
 * The billed owners of a community's properties (the primary owner of each, as charges bill
 * them) with what statements, coupons and labels print: name, account number, the property's
 * address (p_*), the mailing address (m_*: the owner's billing address, else the owner's primary
 * or first address, else the property's; m_source 'own' or 'property', null when none) and the
 * owner's balance over all codes.
 */
export function billedOwnersSql(communityAgentId: number): SQL {
  return sql`select o.property_id, o.owner_agent_id, coalesce(oc.display_name, '') as owner_name,
      coalesce(oc.last_name, '') as last_name, oc.first_name, pd.account_number,
      pa.street_number as p_street_number, pa.street_name as p_street_name, pa.unit as p_unit,
      pa.city as p_city, pa.state_id as p_state_id, pa.postal_code as p_postal_code,
      pa.country_id as p_country_id,
      ma.source as m_source, ma.street_number as m_street_number, ma.street_name as m_street_name,
      ma.unit as m_unit, ma.city as m_city, ma.state_id as m_state_id,
      ma.postal_code as m_postal_code, ma.country_id as m_country_id,
      coalesce(bal.cents, 0)::bigint as balance
    from (${primaryOwners(sql`select ${communityAgentId}::bigint`)}) o
    join agents p on p.id = o.property_id and not p.is_deleted
     and p.agent_type_id = ${AgentTypeId.Property}::smallint
    left join contacts oc on oc.agent_id = o.owner_agent_id
    left join property_details pd on pd.agent_id = o.property_id
    left join lateral (select ${addressColumns} from addresses a where a.agent_id = o.property_id
                        order by a.is_primary desc, a.id limit 1) pa on true
    left join lateral (
      select x.* from (
        (select 1 as rank, 'own' as source, ${addressColumns} from addresses a
          where a.agent_id = o.owner_agent_id
          order by (a.address_type_id = ${AddressTypeId.Billing}) desc, a.is_primary desc, a.id
          limit 1)
        union all
        (select 2, 'property', ${addressColumns} from addresses a where a.agent_id = o.property_id
          order by a.is_primary desc, a.id limit 1)) x
      order by x.rank limit 1) ma on true
    left join (select owner_agent_id, sum(balance_cents) as cents from owner_code_balances
                where community_agent_id = ${communityAgentId}::bigint
                group by owner_agent_id) bal on bal.owner_agent_id = o.owner_agent_id`;
}

/** A row of billedOwnersSql as the driver returns it. */
export interface BilledOwnerRow {
  property_id: string | number;
  owner_agent_id: string | number;
  owner_name: string;
  last_name: string;
  first_name: string | null;
  account_number: string | null;
  p_street_number: string | null;
  p_street_name: string | null;
  p_unit: string | null;
  p_city: string | null;
  p_state_id: number | null;
  p_postal_code: string | null;
  p_country_id: number | null;
  m_source: 'own' | 'property' | null;
  m_street_number: string | null;
  m_street_name: string | null;
  m_unit: string | null;
  m_city: string | null;
  m_state_id: number | null;
  m_postal_code: string | null;
  m_country_id: number | null;
  balance: string | number;
}
