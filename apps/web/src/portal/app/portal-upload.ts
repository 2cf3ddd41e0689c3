import type { EndpointDef, ResponseOf } from '@hoa/contract';
import { fileCallFailure } from '../../widgets/download-file';
import { ApiError } from '@hoa/contract';
import { readOwnerCsrf } from './api';

/**
 * Sends an owner call as multipart/form-data (the typed client speaks JSON only): the text fields
 * and, where chosen, the file in the part named File. A refusal becomes an ApiError with the
 * server's message.
 */
export async function portalUpload<E extends EndpointDef>(
  endpoint: E,
  fields: Record<string, string | number>,
  file: File | null,
  failure: string,
): Promise<ResponseOf<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append('File', file, file.name);
  const csrf = readOwnerCsrf();
  const response = await fetch(endpoint.path, {
    method: endpoint.method,
    headers: csrf ? { 'X-CSRF-Token': csrf } : {},
    body: form,
  }).catch(() => {
    throw new ApiError(0, failure);
  });
  if (!response.ok) throw await fileCallFailure(response, failure);
  return (await response.json()) as ResponseOf<E>;
}
