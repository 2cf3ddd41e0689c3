import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { DeliveryPreferenceId, PhoneTypeId } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { OwnerContext } from '../owner-auth/index';

type SavePreferences = typeof contract.portalAccount.SavePreferences;

/**
 * The owner sets their delivery preference, email address and phone (the first phone shown is
 * the one changed; cleared, it is removed). Email delivery needs an email address.
 */
export async function savePreferences(
  ctx: OwnerContext,
  input: InputOf<SavePreferences>,
): Promise<ResponseOf<SavePreferences>> {
  const b = input.body;
  if (b.DeliveryPreferenceId === DeliveryPreferenceId.Email && b.EmailAddress === null) {
    throw appError('EmailDeliveryNeedsEmail');
  }
  const owner = ctx.owner.ownerAgentId;
  await ctx.tx.execute(
    sql`update agents set delivery_preference_id = ${b.DeliveryPreferenceId} where id = ${owner}`,
  );
  await ctx.tx.execute(
    sql`update contacts set primary_email_address = ${b.EmailAddress} where agent_id = ${owner}`,
  );
  const [phone] = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from phones where agent_id = ${owner} order by is_primary desc, id limit 1`,
  );
  if (b.Phone === null) {
    if (phone) await ctx.tx.execute(sql`delete from phones where id = ${phone.id}`);
  } else if (phone) {
    await ctx.tx.execute(
      sql`update phones set area_code = ${b.Phone.slice(0, 3)}, phone_number = ${b.Phone.slice(3)}
           where id = ${phone.id}`,
    );
  } else {
    await ctx.tx.execute(
      sql`insert into phones (company_id, agent_id, phone_type_id, area_code, phone_number, is_primary)
          values (${ctx.owner.companyId}, ${owner}, ${PhoneTypeId.Mobile}, ${b.Phone.slice(0, 3)},
                  ${b.Phone.slice(3)}, true)`,
    );
  }
  return { success: true };
}
