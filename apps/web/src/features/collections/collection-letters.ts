import { calledWith, contract } from '@hoa/contract';
import { CollectionMessages, DeliveryMethodId } from '@hoa/domain';
import { api } from '../../app/api';
import { downloadFile } from '../../widgets/download-file';

// Collection letters come back as PDF, saved through a temporary link, or go out by a message
// batch.

/** One property's letter of a collection run. */
export function downloadLetter(itemId: number, propertyAgentId: number): Promise<void> {
  const query = new URLSearchParams({
    itemId: String(itemId),
    propertyAgentId: String(propertyAgentId),
  });
  return downloadFile(
    `${contract.collections.GetPropertyCollectionDocumentUri.path}?${query.toString()}`,
    `collection-letter-${String(itemId)}-${String(propertyAgentId)}.pdf`,
    CollectionMessages.letterFailed,
  );
}

/** Every letter of a collection run in one PDF, for printing. */
export function downloadAllLetters(itemId: number): Promise<void> {
  return downloadFile(
    contract.collections.PrintConcatenatedCollectionLetters.path,
    `collection-letters-${String(itemId)}.pdf`,
    CollectionMessages.letterFailed,
    { body: { itemId, deliveryMethod: DeliveryMethodId.Print } },
  );
}

const Letters = contract.collections.PrintConcatenatedCollectionLetters;

/** Sending a run's letters makes a message batch: the call with the claim that needs. */
export const sendLettersCalls = calledWith(Letters, { claim: 'communications', level: 'create' });

/**
 * Every letter of a collection run into a message batch (Smart: each owner as they prefer, print
 * without a valid email); answers the batch's id.
 */
export async function sendAllLetters(itemId: number): Promise<number> {
  const batch = await api.call(Letters, {
    body: { itemId, deliveryMethod: DeliveryMethodId.Smart },
  });
  return batch.TopsItemId;
}
