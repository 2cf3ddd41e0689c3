import type { contract } from '@hoa/contract';
import type { FastifyReply } from 'fastify';
import { renderLettersPdf } from '../../documents/index';
import { requireClaim } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import { collectionLetters } from './collection-letters';
import { sendPdf } from '../../http/send-download';

type OneLetter = typeof contract.collections.GetPropertyCollectionDocumentUri;
type AllLetters = typeof contract.collections.PrintConcatenatedCollectionLetters;

/** GetPropertyCollectionDocumentUri: the collection letter of one property of a run, as PDF. */
export async function getPropertyCollectionDocument(
  call: CallerCall<OneLetter>,
): Promise<FastifyReply> {
  const { itemId, propertyAgentId } = call.input.query;
  const letters = await call.run(async (ctx) => {
    requireClaim(ctx, 'arcollection', 'read');
    return collectionLetters(ctx, itemId, propertyAgentId);
  });
  const pdf = await renderLettersPdf(letters, 'Collection letter');
  return sendPdf(call, pdf, `collection-letter-${itemId}-${propertyAgentId}.pdf`);
}

/** PrintConcatenatedCollectionLetters: every letter of a run in one PDF, a page each. */
export async function printConcatenatedCollectionLetters(
  call: CallerCall<AllLetters>,
): Promise<FastifyReply> {
  const { itemId } = call.input.body;
  const letters = await call.run(async (ctx) => {
    requireClaim(ctx, 'arcollection', 'read');
    return collectionLetters(ctx, itemId, null);
  });
  const pdf = await renderLettersPdf(letters, 'Collection letters');
  return sendPdf(call, pdf, `collection-letters-${itemId}.pdf`);
}
