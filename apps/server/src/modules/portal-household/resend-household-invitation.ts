import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { OwnerContext } from '../owner-auth/index';
import { mailHouseholdInvitation, ownInvitee } from './household-invitation';

type Resend = typeof contract.portalHousehold.ResendHouseholdInvitation;

/** Portal/ResendHouseholdInvitation/{id}: a new code to a person invited and not yet registered. */
export async function resendHouseholdInvitation(
  ctx: OwnerContext,
  input: InputOf<Resend>,
): Promise<ResponseOf<Resend>> {
  const person = await ownInvitee(ctx, input.params.id);
  if (person.removedAt !== null) throw appError('HouseholdMemberRemoved');
  if (person.registeredAt !== null) throw appError('HouseholdMemberRegistered');
  await mailHouseholdInvitation(ctx, input.params.id);
  return { success: true };
}
