import type { contract, ResponseOf } from '@hoa/contract';
import type { OwnerContext } from '../owner-auth/index';
import { ownerRequests } from './owner-items';

type GetMyRequests = typeof contract.portalRequests.GetMyRequests;

/** Portal/GetMyRequests: the owner's requests of every kind, newest first. */
export function getMyRequests(ctx: OwnerContext): Promise<ResponseOf<GetMyRequests>> {
  return ownerRequests(ctx);
}
