import { queryRows, sql, type Tx } from '@hoa/db';
import { AgentTypeId, WebAddressTypeId, type OwnerIdentifiers } from '@hoa/domain';
import { idArray, phoneLine, streetLine } from '../../sql/index';

/** The agents whose records identify an owner: the properties and the people on them. */
const ownerAgentTypes = [
  AgentTypeId.Property,
  AgentTypeId.PrimaryOwner,
  AgentTypeId.Owner,
  AgentTypeId.PreviousOwner,
  AgentTypeId.Renter,
];

/**
 * What identifies an owner of the community, read in one statement (row-level security keeps it
 * to the company): the names of its owners, previous owners and renters (as displayed, first and
 * last in either order); its properties' names, aliases, account and lot numbers, legacy keys; and
 * every address, email and phone of them all (a phone as its digits and as it is printed).
 */
export async function ownerIdentifiers(
  tx: Tx,
  communityAgentId: number,
): Promise<OwnerIdentifiers> {
  const rows = await queryRows<{ isName: boolean; value: string }>(
    tx,
    sql`with who as (
          select id, agent_type_id from agents
           where community_agent_id = ${communityAgentId}
             and agent_type_id = any(${idArray(ownerAgentTypes)}))
        select distinct v."isName", v.value
          from who w
          left join contacts k on k.agent_id = w.id
          left join property_details pd on pd.agent_id = w.id
          cross join lateral (values
            (w.agent_type_id <> ${AgentTypeId.Property}, k.display_name),
            (true, nullif(concat_ws(' ', k.first_name, k.last_name), '')),
            (true, nullif(concat_ws(' ', k.last_name, k.first_name), '')),
            (false, k.alias), (false, k.primary_email_address),
            (false, pd.account_number), (false, pd.lot_number), (false, pd.legacy_key)) v("isName", value)
         where v.value is not null
        union
        select false, ${streetLine('ad')} from addresses ad join who w on w.id = ad.agent_id
         where ad.street_name is not null
        union
        select false, wa.address from web_addresses wa join who w on w.id = wa.agent_id
         where wa.web_address_type_id = ${WebAddressTypeId.Email}
        union
        select false, v.value from phones ph join who w on w.id = ph.agent_id
          cross join lateral (values (${phoneLine('ph')}),
            (ph.area_code || ' ' || left(ph.phone_number, 3) || ' ' || substr(ph.phone_number, 4))) v(value)`,
  );
  return {
    names: rows.filter((r) => r.isName).map((r) => r.value),
    details: rows.filter((r) => !r.isName).map((r) => r.value),
  };
}
