import { ApiError } from '@hoa/contract';
import { authHeaders, fileCallFailure } from './download-file';

/** What a form with a file to upload says under its file field while none is chosen. */
export const fileRequired = 'A file is required.';

/**
 * Uploads one file (in the part named File unless given) with its form fields as
 * multipart/form-data (the typed client speaks JSON only); returns the parsed JSON answer. A
 * refusal or a lost connection becomes an ApiError with the server's message, else `failure`.
 */
export async function uploadFile(
  path: string,
  fields: Record<string, string | number>,
  file: File,
  failure: string,
  partName = 'File',
): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append(partName, file, file.name);
  const response = await fetch(path, { method: 'POST', headers: authHeaders(), body: form }).catch(
    () => {
      throw new ApiError(0, failure);
    },
  );
  if (!response.ok) throw await fileCallFailure(response, failure);
  return response.json();
}
