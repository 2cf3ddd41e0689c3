import { ApiError } from '@hoa/contract';
import { AttachmentMessages, Messages } from '@hoa/domain';
import { readToken } from '../../app/auth/token-store';

// Report files come back as binary (spec 3 §7); the typed client speaks JSON only, so the file
// is fetched with the bearer header and saved through a temporary link.

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

async function failure(response: Response): Promise<ApiError> {
  const data = (await response.json().catch(() => ({}))) as { errorMessage?: unknown };
  const message = typeof data.errorMessage === 'string' ? data.errorMessage : Messages.unknownError;
  return new ApiError(response.status, message);
}

/** Downloads the file at a report call's URL under the name the server gives it. */
export async function downloadReport(url: string): Promise<void> {
  const link = document.createElement('a');
  if (!('download' in link)) throw new Error(AttachmentMessages.downloadUnsupported);
  const token = readToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  link.href = objectUrl;
  link.download = fileNameOf(response, 'report');
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => {
    URL.revokeObjectURL(objectUrl);
  }, 10_000);
}
