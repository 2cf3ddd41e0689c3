import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { OwnerCall } from '../../http/bind-owner';
import { notFound } from '../../http/errors';
import { sendStoredAttachment } from '../attachments/index';
import { ownerDocuments } from './owner-documents';

type DownloadDocument = typeof contract.portalAccount.DownloadDocument;

/** A document published to the owner, to save; any other attachment is 404. */
export async function downloadDocument(
  call: OwnerCall<DownloadDocument>,
  files: FileStore,
): Promise<FastifyReply> {
  const [doc] = await call.run((ctx) => ownerDocuments(ctx, call.input.params.id));
  if (!doc) throw notFound();
  return sendStoredAttachment(
    call,
    files,
    {
      storageKey: doc.storage_key,
      contentType: doc.content_type,
      fileName: doc.file_name,
      sizeBytes: Number(doc.size_bytes),
    },
    'attachment',
  );
}
