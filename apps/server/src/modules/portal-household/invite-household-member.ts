import { portalHouseholdMembers } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireOwnerProperty, type OwnerContext } from '../owner-auth/index';
import { mailHouseholdInvitation } from './household-invitation';

type Invite = typeof contract.portalHousehold.InviteHouseholdMember;

/** Portal/InviteHouseholdMember: the owner invites a household member or renter to a property they see. */
export async function inviteHouseholdMember(
  ctx: OwnerContext,
  input: InputOf<Invite>,
): Promise<ResponseOf<Invite>> {
  const body = input.body;
  requireOwnerProperty(ctx, body.PropertyAgentId);
  const [row] = await ctx.tx
    .insert(portalHouseholdMembers)
    .values({
      companyId: ctx.owner.companyId,
      ownerAccessAccountId: ctx.owner.ownerAccessAccountId,
      propertyAgentId: body.PropertyAgentId,
      portalRoleId: body.PortalRoleId,
      name: body.Name,
      email: body.EmailAddress,
    })
    .returning({ id: portalHouseholdMembers.id });
  const id = Number(row?.id);
  await mailHouseholdInvitation(ctx, id);
  return { HouseholdMemberId: id };
}
