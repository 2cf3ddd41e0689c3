import { contract, type AgentAttachment } from '@hoa/contract';
import { AttachmentMessages } from '@hoa/domain';
import { fetchFileBlob, saveBlob } from '../download-file';
import { uploadFile } from '../upload-file';

export interface AgentUploadFields {
  TopsAgentId: number;
  MaxFileSizeBytes: number;
}

/** Uploads one file to an agent; the server's message, else 'An error ocurred', on failure. */
export async function uploadAgentAttachment(
  fields: AgentUploadFields,
  file: File,
): Promise<AgentAttachment> {
  const endpoint = contract.attachments.CreateAgentAttachment;
  const answer = await uploadFile(
    endpoint.path,
    { ...fields },
    file,
    AttachmentMessages.uploadFailed,
  );
  return endpoint.response.parse(answer);
}

/** The file behind a download or preview call, as a blob. */
export function fetchAttachmentBlob(url: string): Promise<Blob> {
  return fetchFileBlob(url, AttachmentMessages.uploadFailed);
}

/** Saves an attachment under its own name through a temporary link. */
export async function downloadAttachment(attachment: {
  AttachmentUrl: string;
  AttachmentName: string;
}): Promise<void> {
  if (!('download' in document.createElement('a')))
    throw new Error(AttachmentMessages.downloadUnsupported);
  saveBlob(await fetchAttachmentBlob(attachment.AttachmentUrl), attachment.AttachmentName);
}
