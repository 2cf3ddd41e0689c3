import { z } from 'zod';
import { HouseholdState, PortalRole } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { idParam, noInput, SuccessResponse } from '../fields';

// The owner's household in the portal (issue 23 item 3): the owner invites a household member or a
// renter to one of their properties; the invitee registers with the mailed code and signs in with
// their own email and password, with the rights of their role (PortalRight of @hoa/domain).

export const HouseholdPersonSchema = z.object({
  HouseholdMemberId: z.number(),
  PropertyAgentId: z.number(),
  Address: z.string(),
  /** 2 Household member, 3 Renter (PortalRole). */
  PortalRoleId: z.number().int(),
  Name: z.string(),
  EmailAddress: z.string(),
  State: z.enum(Object.values(HouseholdState)),
  InvitedAt: z.string(),
});
export type HouseholdPerson = z.infer<typeof HouseholdPersonSchema>;

const personParams = z.strictObject({ id: idParam });

export const portalHousehold = {
  GetHousehold: endpoint({
    method: 'GET',
    path: '/api/Portal/GetHousehold',
    summary:
      'The household members and renters the owner invited to their properties, with their state (Invited, Registered, Removed)',
    auth: 'owner',
    portalRight: 'household',
    query: noInput,
    response: z.array(HouseholdPersonSchema),
  }),
  InviteHouseholdMember: endpoint({
    method: 'POST',
    path: '/api/Portal/InviteHouseholdMember',
    summary:
      'The owner invites a household member or a renter to one of their properties: an email with a single-use registration code good for 14 days',
    auth: 'owner',
    portalRight: 'household',
    body: z.strictObject({
      PropertyAgentId: idParam,
      PortalRoleId: z.union([z.literal(PortalRole.HouseholdMember), z.literal(PortalRole.Renter)]),
      Name: z.string().trim().min(1, 'Enter the person’s name.').max(100),
      EmailAddress: z.string().trim().toLowerCase().email('Enter a valid email address.').max(255),
    }),
    response: z.object({ HouseholdMemberId: z.number() }),
  }),
  ResendHouseholdInvitation: endpoint({
    method: 'POST',
    path: '/api/Portal/ResendHouseholdInvitation/:id',
    summary:
      'The owner sends an invited person a new invitation: a new code (the one before stops working)',
    auth: 'owner',
    portalRight: 'household',
    params: personParams,
    response: SuccessResponse,
  }),
  RemoveHouseholdMember: endpoint({
    method: 'POST',
    path: '/api/Portal/RemoveHouseholdMember/:id',
    summary:
      'The owner removes a person they invited: the invitation stops working and their sessions end at once',
    auth: 'owner',
    portalRight: 'household',
    params: personParams,
    response: SuccessResponse,
  }),
};
