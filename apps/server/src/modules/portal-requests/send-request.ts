import type { contract, ResponseOf } from '@hoa/contract';
import { localDay } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import type { OwnerCall } from '../../http/bind-owner';
import { requireOwnerProperty } from '../owner-auth/index';
import { checkOwnerRequest, createOwnerRequest } from './create-owner-request';
import { linkToItem, runOwnerUpload } from './owner-upload';
import { readOwnerRequest } from './get-my-request';

type Send = typeof contract.portalRequests.SendRequest;

/**
 * Portal/SendRequest: the owner sends a service, architectural or general request about one of
 * their properties; with a photo (or plan), the file is stored first and the request and its file
 * are written together.
 */
export function sendRequest(call: OwnerCall<Send>, files: FileStore): Promise<ResponseOf<Send>> {
  const body = call.input.body;
  if (!body.File)
    return call.run(async (ctx) => readOwnerRequest(ctx, await createOwnerRequest(ctx, body)));
  return runOwnerUpload(
    call,
    files,
    { File: body.File },
    {
      authorize: (ctx) => {
        requireOwnerProperty(ctx, body.PropertyAgentId);
        checkOwnerRequest(body, localDay(new Date()));
        return Promise.resolve();
      },
      record: async (ctx, attachmentId) => {
        const itemId = await createOwnerRequest(ctx, body, (id) =>
          linkToItem(ctx, id, attachmentId),
        );
        return readOwnerRequest(ctx, itemId);
      },
    },
  );
}
