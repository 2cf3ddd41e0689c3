import { AttachmentMessages, Messages } from '@hoa/domain';
import { downloadFile } from '../download-file';

/** Downloads the file at a report call's URL (spec 3 §7) under the name the server gives it. */
export async function downloadReport(url: string): Promise<void> {
  if (!('download' in document.createElement('a')))
    throw new Error(AttachmentMessages.downloadUnsupported);
  await downloadFile(url, 'report', Messages.unknownError);
}
