import { queryRows, sql, type Tx } from '@hoa/db';
import { CouponMessages, formatAddressLines, UsCountryId } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import { billedOwnersSql, type BilledOwnerRow } from './billed-owners-sql';
import { idArray } from '../../sql/index';

/** A billed owner as documents print them. */
export interface BilledOwner {
  ownerAgentId: number;
  propertyAgentId: number;
  name: string;
  accountNumber: string | null;
  /** The property's street line. */
  propertyAddress: string;
  /** The mailing address lines (street, city line, country abroad); empty when none is known. */
  mailingLines: string[];
  mailingSource: 'own' | 'property' | null;
  balanceCents: number;
}

/** The property's street line as addresses print it ('410 Harbor View Drive Unit 103'). */
function streetLine(row: BilledOwnerRow): string {
  const [street = ''] = formatAddressLines({
    StreetNumber: row.p_street_number,
    StreetName: row.p_street_name,
    Unit: row.p_unit,
    City: null,
    StateId: null,
    PostalCode: null,
    CountryId: UsCountryId,
  });
  return street;
}

export function billedOwnerOf(row: BilledOwnerRow): BilledOwner {
  return {
    ownerAgentId: Number(row.owner_agent_id),
    propertyAgentId: Number(row.property_id),
    name: row.owner_name,
    accountNumber: row.account_number,
    propertyAddress: streetLine(row),
    mailingLines:
      row.m_source === null
        ? []
        : formatAddressLines({
            StreetNumber: row.m_street_number,
            StreetName: row.m_street_name,
            Unit: row.m_unit,
            City: row.m_city,
            StateId: row.m_state_id,
            PostalCode: row.m_postal_code,
            CountryId: row.m_country_id ?? UsCountryId,
          }),
    mailingSource: row.m_source,
    balanceCents: Number(row.balance),
  };
}

/**
 * The owners asked for, in the order asked (each once), each a billed owner of the community; any other id
 * (another community's owner, a co-owner, a deleted property) refuses the whole request.
 */
export async function loadBilledOwners(
  ctx: { tx: Tx },
  communityAgentId: number,
  ownerAgentIds: readonly number[],
): Promise<BilledOwner[]> {
  const rows = await queryRows<BilledOwnerRow>(
    ctx.tx,
    sql`select b.* from (${billedOwnersSql(communityAgentId)}) b
         where b.owner_agent_id = any(${idArray(ownerAgentIds)})`,
  );
  const byId = new Map(rows.map((row) => [Number(row.owner_agent_id), billedOwnerOf(row)]));
  return [...new Set(ownerAgentIds)].map((id) => {
    const owner = byId.get(id);
    if (!owner) throw badRequest(CouponMessages.ownerNotInCommunity);
    return owner;
  });
}
