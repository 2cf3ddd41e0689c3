import { queryRows, sql, type Tx } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, DeliveryPreferenceId, PhoneTypeId } from '@hoa/domain';
import { appError } from '../../http/errors';
import { idArray } from '../../sql/id-array';
import type { OwnerContext } from '../owner-auth/index';

type SavePreferences = typeof contract.portalAccount.SavePreferences;

/**
 * The owner sets their delivery preference, email address and phone (the first phone shown is
 * the one changed; cleared, it is removed). Email delivery needs an email address. When their
 * property belongs to a group ownership that pushes updates to the primary owner record, the
 * primary owners of the group's other properties take the same preference, email and phone.
 */
export async function savePreferences(
  ctx: OwnerContext,
  input: InputOf<SavePreferences>,
): Promise<ResponseOf<SavePreferences>> {
  const b = input.body;
  if (b.DeliveryPreferenceId === DeliveryPreferenceId.Email && b.EmailAddress === null) {
    throw appError('EmailDeliveryNeedsEmail');
  }
  const owners = idArray(await ownersUpdated(ctx.tx, ctx.owner.ownerAgentId));
  await ctx.tx.execute(
    sql`update agents set delivery_preference_id = ${b.DeliveryPreferenceId} where id = any(${owners})`,
  );
  await ctx.tx.execute(
    sql`update contacts set primary_email_address = ${b.EmailAddress} where agent_id = any(${owners})`,
  );
  // Each owner's first phone (as listed: the primary, then the oldest).
  const firstPhones = sql`select distinct on (agent_id) id from phones
                           where agent_id = any(${owners}) order by agent_id, is_primary desc, id`;
  if (b.Phone === null) {
    await ctx.tx.execute(sql`delete from phones where id in (${firstPhones})`);
    return { success: true };
  }
  const [areaCode, phoneNumber] = [b.Phone.slice(0, 3), b.Phone.slice(3)];
  await ctx.tx.execute(
    sql`update phones set area_code = ${areaCode}, phone_number = ${phoneNumber}
         where id in (${firstPhones})`,
  );
  await ctx.tx.execute(
    sql`insert into phones (company_id, agent_id, phone_type_id, area_code, phone_number, is_primary)
        select ${ctx.owner.companyId}, o.id, ${PhoneTypeId.Mobile}, ${areaCode}, ${phoneNumber}, true
          from unnest(${owners}) as o(id)
         where not exists (select 1 from phones p where p.agent_id = o.id)`,
  );
  return { success: true };
}

/**
 * The owner, then the primary owners of the other properties of their property's group ownership
 * when it pushes updates to the primary owner record.
 */
async function ownersUpdated(tx: Tx, ownerAgentId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select ${ownerAgentId}::int8 as id
        union
        select o.id from agents me
          join group_ownership_properties m on m.property_agent_id = me.parent_agent_id
          join group_ownerships g on g.id = m.group_ownership_id and g.push_updates_to_primary_owner_record
          join group_ownership_properties gp on gp.group_ownership_id = g.id
          join agents o on o.parent_agent_id = gp.property_agent_id
                       and o.agent_type_id = ${AgentTypeId.PrimaryOwner} and not o.is_deleted
         where me.id = ${ownerAgentId}`,
  );
  return rows.map((r) => Number(r.id));
}
