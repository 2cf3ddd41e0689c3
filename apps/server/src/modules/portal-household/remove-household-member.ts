import { and, eq, isNull, ownerSessions, portalHouseholdMembers, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { OwnerContext } from '../owner-auth/index';
import { ownInvitee } from './household-invitation';

type Remove = typeof contract.portalHousehold.RemoveHouseholdMember;

/**
 * Portal/RemoveHouseholdMember/{id}: the invitation stops working, the person's sign-in is
 * cleared (the address is free again) and their sessions end at once.
 */
export async function removeHouseholdMember(
  ctx: OwnerContext,
  input: InputOf<Remove>,
): Promise<ResponseOf<Remove>> {
  const id = input.params.id;
  const person = await ownInvitee(ctx, id);
  if (person.removedAt !== null) return { success: true };
  await ctx.tx
    .update(portalHouseholdMembers)
    .set({
      removedAt: sql`now()`,
      invitationCodeHash: null,
      invitationCodeExpiresAt: null,
      loginEmail: null,
      passwordHash: null,
    })
    .where(eq(portalHouseholdMembers.id, id));
  await ctx.tx
    .update(ownerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(ownerSessions.householdMemberId, id), isNull(ownerSessions.revokedAt)));
  return { success: true };
}
