import { ApiError, contract } from '@hoa/contract';
import { CollectionMessages } from '@hoa/domain';
import { readToken } from '../../app/auth/token-store';

// Collection letters come back as PDF; the typed client speaks JSON only, so they are fetched
// with the bearer header and opened through a temporary link.

async function openPdf(response: Response, fileName: string): Promise<void> {
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { errorMessage?: unknown };
    throw new ApiError(
      response.status,
      typeof data.errorMessage === 'string' ? data.errorMessage : CollectionMessages.letterFailed,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

const auth = (): Record<string, string> => {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** One property's letter of a collection run. */
export async function downloadLetter(itemId: number, propertyAgentId: number): Promise<void> {
  const query = new URLSearchParams({
    itemId: String(itemId),
    propertyAgentId: String(propertyAgentId),
  });
  const response = await fetch(
    `${contract.collections.GetPropertyCollectionDocumentUri.path}?${query.toString()}`,
    { headers: auth() },
  );
  await openPdf(response, `collection-letter-${String(itemId)}-${String(propertyAgentId)}.pdf`);
}

/** Every letter of a collection run in one PDF, for printing. */
export async function downloadAllLetters(itemId: number): Promise<void> {
  const response = await fetch(contract.collections.PrintConcatenatedCollectionLetters.path, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json' },
    body: JSON.stringify({ itemId, deliveryMethod: 1 }),
  });
  await openPdf(response, `collection-letters-${String(itemId)}.pdf`);
}
