import { queryRows, sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { OwnerContext } from '../owner-auth/index';

type GetPreferences = typeof contract.portalAccount.GetPreferences;

/** The owner's delivery preference (print or email), email address and first phone. */
export async function getPreferences(ctx: OwnerContext): Promise<ResponseOf<GetPreferences>> {
  const [row] = await queryRows<{ delivery: number; email: string | null; phone: string | null }>(
    ctx.tx,
    sql`select a.delivery_preference_id as delivery, c.primary_email_address as email,
               (select p.area_code || p.phone_number from phones p where p.agent_id = a.id
                 order by p.is_primary desc, p.id limit 1) as phone
          from agents a left join contacts c on c.agent_id = a.id
         where a.id = ${ctx.owner.ownerAgentId}`,
  );
  return {
    DeliveryPreferenceId: Number(row?.delivery ?? 1),
    EmailAddress: row?.email ?? null,
    Phone: row?.phone ?? null,
  };
}
