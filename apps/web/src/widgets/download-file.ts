import { ApiError } from '@hoa/contract';
import { readToken } from '../app/auth/token-store';

/**
 * Fetches a file of the API with the signed-in user's token and saves it through a temporary
 * link; a failed response becomes an ApiError with `failure` as its message.
 */
export async function downloadFile(path: string, fileName: string, failure: string): Promise<void> {
  const token = readToken();
  const response = await fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, failure);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
