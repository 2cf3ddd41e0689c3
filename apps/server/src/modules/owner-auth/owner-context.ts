import type { Tx } from '@hoa/db';
import type { AppDeps } from '../../http/request-context';

/** The signed-in owner as the portal's use cases see them. */
export interface OwnerUser {
  ownerAccessAccountId: number;
  ownerAgentId: number;
  companyId: number;
  /** The community of the owner's own property. */
  communityAgentId: number;
  /** Every property this owner sees (ownerPropertyIds): their own first. */
  propertyAgentIds: number[];
  mustChangePassword: boolean;
}

/** What every owner use case receives: the transaction, scoped to the owner's company. */
export interface OwnerContext {
  tx: Tx;
  owner: OwnerUser;
  tokenHash: string;
  deps: AppDeps;
}
