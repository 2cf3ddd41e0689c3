import { AttachmentMessages, Messages } from '@hoa/domain';
import { downloadFile, type FileRequest } from '../download-file';

/**
 * Downloads the file at a report call's URL (spec 3 §7) under the name the server gives it; a
 * report over several communities POSTs its body (GlobalCCR).
 */
export async function downloadReport(url: string, request: FileRequest = {}): Promise<void> {
  if (!('download' in document.createElement('a')))
    throw new Error(AttachmentMessages.downloadUnsupported);
  await downloadFile(url, 'report', Messages.unknownError, request);
}
