import type { OwnerAccessRow } from '@hoa/contract';
import { OwnerAccessStatus } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inviteOwners } from '../owner-auth/index';
import { communityOwners } from './accounts';
import { portalUri } from './portal-status';

/** An owner invited with a fresh code, and what their letter or email says. */
export interface RegistrationInvitation {
  owner: OwnerAccessRow;
  values: {
    OwnerName: string;
    AccountNumber: string;
    RegistrationCode: string;
    PortalAddress: string;
  };
}

/**
 * The community's owners not registered (nor deactivated) that `wanted` keeps, each invited anew
 * with a one-time registration code (the one sent before stops working), with the values their
 * letter or email carries: the code, the account number and the portal's address.
 */
export async function newInvitations(
  ctx: RequestContext,
  communityAgentId: number,
  wanted: (owner: OwnerAccessRow) => boolean,
): Promise<{ invitations: RegistrationInvitation[]; considered: number }> {
  await requireCommunity(ctx, communityAgentId);
  const owners = (await communityOwners(ctx, communityAgentId)).filter(
    (o) => o.Status !== OwnerAccessStatus.Registered && !o.IsDeactivated,
  );
  const chosen = owners.filter(wanted);
  const codes = await inviteOwners(
    ctx.tx,
    ctx.user.companyId,
    chosen.map((o) => o.OwnerAgentId),
  );
  const codeOf = new Map(codes.map((c) => [c.ownerAgentId, c.registrationCode]));
  const address = portalUri();
  const invitations = chosen.flatMap((owner) => {
    const code = codeOf.get(owner.OwnerAgentId);
    if (!code) return [];
    return [
      {
        owner,
        values: {
          OwnerName: owner.Name,
          AccountNumber: owner.AccountNumber ?? '',
          RegistrationCode: code,
          PortalAddress: address,
        },
      },
    ];
  });
  return { invitations, considered: owners.length };
}

export const registrationSubject = 'Register for your owner portal';

/** The registration email's body; {Codes} are each owner's values. */
export const registrationEmailBody = [
  'Dear {OwnerName},',
  '',
  'Your community’s owner portal is open: see your balance, pay, and send requests online.',
  '',
  'To register, open {PortalAddress} and choose Register. Enter:',
  '  Registration code: {RegistrationCode}',
  '  Account number: {AccountNumber}',
  '',
  'The code works once, for 90 days.',
].join('\n');
