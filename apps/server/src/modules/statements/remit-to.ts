import { queryRows, sql } from '@hoa/db';
import { AddressTypeId, formatAddressLines, UsCountryId } from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';

/** Who statements and coupons come from and where payments go. */
export interface RemitTo {
  companyName: string;
  communityName: string;
  /** The community's return payment address, else its lockbox, else its main (or first) one. */
  addressLines: string[];
}

interface Row {
  name: string | null;
  street_number: string | null;
  street_name: string | null;
  unit: string | null;
  city: string | null;
  state_id: number | null;
  postal_code: string | null;
  country_id: number | null;
}

/** Work for a company that knows its name: a caller's, or a job's or public call's given it. */
export type NamedCompanyWork = CompanyWork & { user: { companyName: string } };

export async function remitTo(ctx: NamedCompanyWork, communityAgentId: number): Promise<RemitTo> {
  const T = AddressTypeId;
  const [row] = await queryRows<Row>(
    ctx.tx,
    sql`select c.display_name as name, a.street_number, a.street_name, a.unit, a.city, a.state_id,
               a.postal_code, a.country_id
          from agents g
          left join contacts c on c.agent_id = g.id
          left join lateral (
            select * from addresses x where x.agent_id = g.id
             order by array_position(array[${T.ReturnPayment}, ${T.Lockbox}, ${T.Main}]::int[],
                                     x.address_type_id::int) nulls last, x.is_primary desc, x.id
             limit 1) a on true
         where g.id = ${communityAgentId}::bigint`,
  );
  return {
    companyName: ctx.user.companyName,
    communityName: row?.name ?? '',
    addressLines:
      row?.street_name || row?.city
        ? formatAddressLines({
            StreetNumber: row.street_number,
            StreetName: row.street_name,
            Unit: row.unit,
            City: row.city,
            StateId: row.state_id,
            PostalCode: row.postal_code,
            CountryId: row.country_id ?? UsCountryId,
          })
        : [],
  };
}
