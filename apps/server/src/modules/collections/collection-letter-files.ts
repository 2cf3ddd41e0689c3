import type { contract, ResponseOf } from '@hoa/contract';
import {
  CollectionLetterEmail,
  DeliveryMethodId,
  FileTypes,
  type DeliveryMethod,
} from '@hoa/domain';
import type { FastifyReply } from 'fastify';
import type { FileStore } from '../../files/file-store';
import { requireClaim } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import type { RequestContext } from '../../http/request-context';
import { sendDownload, sendPdf } from '../../http/send-download';
import { insertMessageBatch } from '../message-batches/index';
import { collectionLetters, collectionLettersPdf } from './collection-letters';

type OneLetter = typeof contract.collections.GetPropertyCollectionDocumentUri;
type AllLetters = typeof contract.collections.PrintConcatenatedCollectionLetters;

/** GetPropertyCollectionDocumentUri: the collection letter of one property of a run, as PDF. */
export async function getPropertyCollectionDocument(
  call: CallerCall<OneLetter>,
  files: FileStore,
): Promise<FastifyReply> {
  const { itemId, propertyAgentId } = call.input.query;
  const letters = await call.run(async (ctx) => {
    requireClaim(ctx, 'arcollection', 'read');
    return collectionLetters(ctx, itemId, propertyAgentId);
  });
  const pdf = await collectionLettersPdf(files, letters, 'Collection letter');
  return sendPdf(call, pdf, `collection-letter-${itemId}-${propertyAgentId}.pdf`);
}

/**
 * PrintConcatenatedCollectionLetters: Print answers every letter of a run in one PDF, a letter
 * from a new page; Email and Smart make a message batch (Incomplete) of the run's owners with the
 * collection template, sent like any batch when it is released (its letters carry the run's
 * values), and answer its id.
 */
export async function printConcatenatedCollectionLetters(
  call: CallerCall<AllLetters>,
  files: FileStore,
): Promise<ResponseOf<AllLetters> | FastifyReply> {
  const { itemId } = call.input.body;
  const method = call.input.body.deliveryMethod as DeliveryMethod;
  if (method !== DeliveryMethodId.Print)
    return call.run(async (ctx) => ({
      TopsItemId: (await queueCollectionLetters(ctx, itemId, method)).batchItemId,
    }));
  const letters = await call.run(async (ctx) => {
    requireClaim(ctx, 'arcollection', 'read');
    return collectionLetters(ctx, itemId, null);
  });
  const pdf = await collectionLettersPdf(files, letters, 'Collection letters');
  return sendDownload(call, {
    contentType: FileTypes.Pdf,
    fileName: `collection-letters-${itemId}.pdf`,
    body: pdf,
  });
}

/**
 * The letters of a collection run as a message batch (Incomplete) of its owners with the
 * collection template, sent like any batch when it is released: what PrintConcatenatedCollectionLetters
 * makes for Email and Smart (and the automation's collections job for its run).
 */
export async function queueCollectionLetters(
  ctx: RequestContext,
  itemId: number,
  method: DeliveryMethod,
): Promise<{ batchItemId: number; letters: number }> {
  requireClaim(ctx, 'arcollection', 'read');
  requireClaim(ctx, 'communications', 'create');
  const letters = await collectionLetters(ctx, itemId, null);
  const batchItemId = await insertMessageBatch(ctx, {
    communityAgentId: letters.communityAgentId,
    template: letters.template,
    method,
    owners: letters.owners,
    subject: CollectionLetterEmail.subject,
    body: CollectionLetterEmail.body,
    summaryEmailAddresses: [],
    sourceItemId: itemId,
  });
  return { batchItemId, letters: letters.owners.length };
}
