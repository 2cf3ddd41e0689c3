import { contract } from '@hoa/contract';
import { ApprovalMessages as M, Messages } from '@hoa/domain';
import { fetchFileBlob } from '../../widgets/download-file';
import { uploadFile } from '../../widgets/upload-file';

// The two calls of the inbox that are not JSON: the PDF preview and the invoice upload.

/** The invoice's PDF as an object URL (the caller revokes it). */
export async function fetchInvoicePdf(itemId: number): Promise<string> {
  const path = contract.apInbox.GetInvoicePreview.path.replace(':itemId', String(itemId));
  return URL.createObjectURL(await fetchFileBlob(path, M.noAttachment));
}

/** Uploads a PDF invoice: it becomes an OCR draft in the exception inbox. */
export async function uploadInvoicePdf(communityAgentId: number, file: File): Promise<number> {
  const answer = (await uploadFile(
    contract.apInvoices.UploadInvoice.path,
    { CommunityAgentId: communityAgentId },
    file,
    Messages.unknownError,
  )) as { ItemId?: number };
  return answer.ItemId ?? 0;
}
