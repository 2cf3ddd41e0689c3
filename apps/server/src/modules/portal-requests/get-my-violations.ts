import type { contract, ResponseOf } from '@hoa/contract';
import type { OwnerContext } from '../owner-auth/index';
import { ownerViolations } from './owner-items';

type GetMyViolations = typeof contract.portalRequests.GetMyViolations;

/** Portal/GetMyViolations: the violations of the owner's properties, open first. */
export async function getMyViolations(ctx: OwnerContext): Promise<ResponseOf<GetMyViolations>> {
  return (await ownerViolations(ctx)).map((row) => row.violation);
}
