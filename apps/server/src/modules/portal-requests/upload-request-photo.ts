import type { contract, ResponseOf } from '@hoa/contract';
import { isPortalItemOpen, PortalRequestMessages as M } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import type { OwnerCall } from '../../http/bind-owner';
import { badRequest } from '../../http/errors';
import type { OwnerContext } from '../owner-auth/index';
import { readOwnerRequest } from './get-my-request';
import { requireOwnerRequest } from './owner-items';
import { linkToItem, runOwnerUpload } from './owner-upload';

type Upload = typeof contract.portalRequests.UploadRequestPhoto;

/** One of the owner's requests that is still open, else 4xx. */
async function requireOpenRequest(ctx: OwnerContext, itemId: number): Promise<void> {
  const request = await requireOwnerRequest(ctx, itemId);
  if (!isPortalItemOpen(request.State)) throw badRequest(M.requestNotOpen);
}

/** Portal/UploadRequestPhoto: a photo added to one of the owner's open requests. */
export function uploadRequestPhoto(
  call: OwnerCall<Upload>,
  files: FileStore,
): Promise<ResponseOf<Upload>> {
  const body = call.input.body;
  return runOwnerUpload(
    call,
    files,
    { File: body.File },
    {
      authorize: (ctx) => requireOpenRequest(ctx, body.TopsItemId),
      record: async (ctx, attachmentId) => {
        await linkToItem(ctx, body.TopsItemId, attachmentId);
        return readOwnerRequest(ctx, body.TopsItemId);
      },
    },
  );
}
