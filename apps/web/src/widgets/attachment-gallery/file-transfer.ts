import { ApiError, contract, type AgentAttachment } from '@hoa/contract';
import { AttachmentMessages } from '@hoa/domain';
import { readToken } from '../../app/auth/token-store';

// Files go over plain fetch with the bearer header: uploads as multipart/form-data, downloads
// and previews as blobs (the typed client speaks JSON only).

function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function failure(response: Response, fallback: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = fallback;
  try {
    const data = JSON.parse(text) as { errorMessage?: unknown };
    if (typeof data.errorMessage === 'string' && data.errorMessage) message = data.errorMessage;
  } catch {
    // Not JSON: keep the fallback.
  }
  return new ApiError(response.status, message);
}

export interface AgentUploadFields {
  TopsAgentId: number;
  MaxFileSizeBytes: number;
}

/** Uploads one file to an agent; the server's message, else 'An error ocurred', on failure. */
export async function uploadAgentAttachment(
  fields: AgentUploadFields,
  file: File,
): Promise<AgentAttachment> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('File', file, file.name);
  const endpoint = contract.attachments.CreateAgentAttachment;
  const response = await fetch(endpoint.path, {
    method: endpoint.method,
    headers: authHeaders(),
    body: form,
  }).catch(() => {
    throw new ApiError(0, AttachmentMessages.uploadFailed);
  });
  if (!response.ok) throw await failure(response, AttachmentMessages.uploadFailed);
  return endpoint.response.parse(await response.json());
}

/** The file behind a download or preview call, as a blob. */
export async function fetchAttachmentBlob(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: authHeaders() });
  if (!response.ok) throw await failure(response, AttachmentMessages.uploadFailed);
  return response.blob();
}

/** Saves an attachment under its own name through a temporary link. */
export async function downloadAttachment(attachment: {
  AttachmentUrl: string;
  AttachmentName: string;
}): Promise<void> {
  const link = document.createElement('a');
  if (!('download' in link)) throw new Error(AttachmentMessages.downloadUnsupported);
  const blob = await fetchAttachmentBlob(attachment.AttachmentUrl);
  const url = URL.createObjectURL(blob);
  link.href = url;
  link.download = attachment.AttachmentName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
