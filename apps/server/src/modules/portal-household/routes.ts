import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bindOwner } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import { getHousehold } from './get-household';
import { inviteHouseholdMember } from './invite-household-member';
import { removeHouseholdMember } from './remove-household-member';
import { resendHouseholdInvitation } from './resend-household-invitation';

export function portalHouseholdRoutes(app: FastifyInstance, deps: AppDeps): void {
  const calls = contract.portalHousehold;
  bindOwner(app, deps, calls.GetHousehold, getHousehold);
  bindOwner(app, deps, calls.InviteHouseholdMember, inviteHouseholdMember);
  bindOwner(app, deps, calls.ResendHouseholdInvitation, resendHouseholdInvitation);
  bindOwner(app, deps, calls.RemoveHouseholdMember, removeHouseholdMember);
}
