import { queryRows, sql, type Tx } from '@hoa/db';
import { OwnerAccessStatus, RegistrationCodeDays } from '@hoa/domain';
import { idArray } from '../../sql/id-array';
import { hashSecret, newRegistrationCode } from './owner-tokens';

export interface Invitation {
  ownerAgentId: number;
  ownerAccessAccountId: number;
  /** The one-time registration code for the letter or email (only its hash is kept). */
  registrationCode: string;
}

/**
 * Invites owners to the portal in one statement: each gets an owner access account (invited) with
 * a new registration code good for 90 days; an owner invited before gets a new code (the old one
 * stops working). Registered owners are skipped. Answers the codes, to print or mail.
 */
export async function inviteOwners(
  tx: Tx,
  companyId: number,
  ownerAgentIds: readonly number[],
): Promise<Invitation[]> {
  if (ownerAgentIds.length === 0) return [];
  const codes = ownerAgentIds.map(() => newRegistrationCode());
  const hashes = codes.map(hashSecret);
  const rows = await queryRows<{ owner_agent_id: number; id: number }>(
    tx,
    sql`insert into owner_access_accounts as x
          (company_id, community_agent_id, owner_agent_id, status, registration_code_hash,
           registration_code_expires_at, invited_at)
        select ${companyId}, o.community_agent_id, o.id, ${OwnerAccessStatus.Invited}, h.hash,
               now() + make_interval(days => ${RegistrationCodeDays}::int), now()
        from unnest(${idArray(ownerAgentIds)}, ${`{${hashes.join(',')}}`}::text[]) as h(owner_id, hash)
        join agents o on o.id = h.owner_id and o.community_agent_id is not null
        on conflict (owner_agent_id) do update
          set registration_code_hash = excluded.registration_code_hash,
              registration_code_expires_at = excluded.registration_code_expires_at,
              invited_at = excluded.invited_at
          where x.status = ${OwnerAccessStatus.Invited}
        returning x.owner_agent_id, x.id`,
  );
  const codeOf = new Map(ownerAgentIds.map((id, i) => [id, codes[i] ?? '']));
  return rows.map((r) => ({
    ownerAgentId: Number(r.owner_agent_id),
    ownerAccessAccountId: Number(r.id),
    registrationCode: codeOf.get(Number(r.owner_agent_id)) ?? '',
  }));
}
