import { contract } from '@hoa/contract';
import { CollectionMessages } from '@hoa/domain';
import { downloadFile } from '../../widgets/download-file';

// Collection letters come back as PDF, saved through a temporary link.

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
    { body: { itemId, deliveryMethod: 1 } },
  );
}
