import { ApiError, contract } from '@hoa/contract';
import { ApprovalMessages as M, Messages } from '@hoa/domain';
import { readToken } from '../../app/auth/token-store';

// The two calls of the inbox that are not JSON: the PDF preview and the invoice upload.

function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function failure(response: Response, fallback: string): Promise<ApiError> {
  const data = (await response.json().catch(() => ({}))) as { errorMessage?: unknown };
  const message = typeof data.errorMessage === 'string' ? data.errorMessage : fallback;
  return new ApiError(response.status, message);
}

/** The invoice's PDF as an object URL (the caller revokes it). */
export async function fetchInvoicePdf(itemId: number): Promise<string> {
  const path = contract.apInbox.GetInvoicePreview.path.replace(':itemId', String(itemId));
  const response = await fetch(path, { headers: authHeaders() });
  if (!response.ok) throw await failure(response, M.noAttachment);
  return URL.createObjectURL(await response.blob());
}

/** Uploads a PDF invoice: it becomes an OCR draft in the exception inbox. */
export async function uploadInvoicePdf(communityAgentId: number, file: File): Promise<number> {
  const form = new FormData();
  form.append('CommunityAgentId', String(communityAgentId));
  form.append('File', file, file.name);
  const endpoint = contract.apInvoices.UploadInvoice;
  const response = await fetch(endpoint.path, {
    method: endpoint.method,
    headers: authHeaders(),
    body: form,
  });
  if (!response.ok) throw await failure(response, Messages.unknownError);
  const data = (await response.json()) as { ItemId?: number };
  return data.ItemId ?? 0;
}
