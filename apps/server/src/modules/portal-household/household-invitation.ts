import { eq, portalHouseholdMembers, queryRows, sql } from '@hoa/db';
import { HouseholdInvitationDays, PortalRoleNames, type PortalRoleValue } from '@hoa/domain';
import { notFound } from '../../http/errors';
import { queueMail } from '../mail/index';
import { portalUri } from '../owner-access/index';
import { hashSecret, newRegistrationCode, type OwnerContext } from '../owner-auth/index';

/** A person the signed-in owner invited, else 404 (another owner's is as if it did not exist). */
export async function ownInvitee(
  ctx: OwnerContext,
  id: number,
): Promise<{ registeredAt: Date | null; removedAt: Date | null }> {
  const [row] = await ctx.tx
    .select({
      registeredAt: portalHouseholdMembers.registeredAt,
      removedAt: portalHouseholdMembers.removedAt,
    })
    .from(portalHouseholdMembers)
    .where(
      sql`${portalHouseholdMembers.id} = ${id}
          and ${portalHouseholdMembers.ownerAccessAccountId} = ${ctx.owner.ownerAccessAccountId}`,
    );
  if (!row) throw notFound();
  return row;
}

/**
 * Gives the invited person a new single-use registration code good for 14 days (the one before
 * stops working) and mails it with the property's account number and the portal's address, as the
 * owners' registration emails go (the mail outbox, where staff see the code masked).
 */
export async function mailHouseholdInvitation(ctx: OwnerContext, id: number): Promise<void> {
  const code = newRegistrationCode();
  await ctx.tx
    .update(portalHouseholdMembers)
    .set({
      invitationCodeHash: hashSecret(code),
      invitationCodeExpiresAt: sql`now() + make_interval(days => ${HouseholdInvitationDays}::int)`,
      invitedAt: sql`now()`,
    })
    .where(eq(portalHouseholdMembers.id, id));
  const [row] = await queryRows<{
    name: string;
    email: string;
    portal_role_id: number;
    owner_name: string;
    address: string;
    account_number: string | null;
  }>(
    ctx.tx,
    sql`select m.name, m.email, m.portal_role_id, oc.display_name as owner_name,
               pc.display_name as address, d.account_number
        from portal_household_members m
        join contacts oc on oc.agent_id = ${ctx.owner.ownerAgentId}
        join contacts pc on pc.agent_id = m.property_agent_id
        left join property_details d on d.agent_id = m.property_agent_id
        where m.id = ${id}`,
  );
  if (!row) throw notFound();
  const role = PortalRoleNames[Number(row.portal_role_id) as PortalRoleValue].toLowerCase();
  await queueMail(ctx.tx, ctx.owner.companyId, null, [
    {
      toAddress: row.email,
      toUserId: null,
      subject: 'You are invited to the owner portal',
      body: [
        `Dear ${row.name},`,
        '',
        `${row.owner_name} invited you to the owner portal of ${row.address} as a ${role}.`,
        '',
        `To register, open ${portalUri()} and choose Register. Enter:`,
        `  Registration code: ${code}`,
        `  Account number: ${row.account_number ?? ''}`,
        '',
        `The code works once, for ${String(HouseholdInvitationDays)} days.`,
      ].join('\n'),
      secrets: [code],
      kind: 'owner-household-invitation',
    },
  ]);
}
