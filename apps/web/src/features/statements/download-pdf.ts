import { ApiError } from '@hoa/contract';
import { CouponMessages } from '@hoa/domain';
import { readToken } from '../../app/auth/token-store';

// Statements, coupon books and labels come back as PDF downloads; the typed client speaks JSON
// only, so they are fetched with the bearer header and saved through a temporary link.

/** POSTs a body and saves the PDF under the name the server gives it. */
export async function downloadPdf(path: string, body: unknown, fallbackName: string) {
  const token = readToken();
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { errorMessage?: unknown };
    const message =
      typeof data.errorMessage === 'string' ? data.errorMessage : CouponMessages.printFailed;
    throw new ApiError(response.status, message);
  }
  const header = response.headers.get('content-disposition') ?? '';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(header)?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
