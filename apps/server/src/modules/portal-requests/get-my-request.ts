import type { contract, InputOf, PortalRequestDetail, ResponseOf } from '@hoa/contract';
import type { OwnerContext } from '../owner-auth/index';
import { itemFiles, requireOwnerRequest } from './owner-items';

type GetMyRequest = typeof contract.portalRequests.GetMyRequest;

/** One of the owner's requests with its photos, else 404. */
export async function readOwnerRequest(
  ctx: OwnerContext,
  itemId: number,
): Promise<PortalRequestDetail> {
  const request = await requireOwnerRequest(ctx, itemId);
  return { ...request, Photos: await itemFiles(ctx, itemId) };
}

/** Portal/GetMyRequest/{id}. */
export function getMyRequest(
  ctx: OwnerContext,
  { params }: InputOf<GetMyRequest>,
): Promise<ResponseOf<GetMyRequest>> {
  return readOwnerRequest(ctx, params.id);
}
