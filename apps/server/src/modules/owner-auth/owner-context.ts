import type { Tx } from '@hoa/db';
import type { PortalRightName, PortalRoleValue } from '@hoa/domain';
import type { AppDeps } from '../../http/request-context';

/** The signed-in owner as the portal's use cases see them. */
export interface OwnerUser {
  ownerAccessAccountId: number;
  ownerAgentId: number;
  companyId: number;
  /** The community of the owner's own property (a household member's: their property's). */
  communityAgentId: number;
  /**
   * Every property this session sees (sessionPropertyIds): the owner's, their own first; a
   * household member's or renter's, the one they were invited to.
   */
  propertyAgentIds: number[];
  mustChangePassword: boolean;
  /** Who signs in: the owner, or a household member or renter they invited (PortalRole). */
  portalRoleId: PortalRoleValue;
  /** The rights of the role: every owner call checks its declared portalRight among them. */
  rights: readonly PortalRightName[];
  /** The household member or renter signed in on the owner's account, else null. */
  householdMemberId: number | null;
}

/** What every owner use case receives: the transaction, scoped to the owner's company. */
export interface OwnerContext {
  tx: Tx;
  owner: OwnerUser;
  tokenHash: string;
  deps: AppDeps;
}
