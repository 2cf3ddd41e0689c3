import type { contract, ResponseOf } from '@hoa/contract';
import type { OwnerContext } from '../owner-auth/index';
import { ownerDocuments } from './owner-documents';

type GetDocuments = typeof contract.portalAccount.GetDocuments;

/** The documents published to the owner (flagged for owners on their community or home). */
export async function getDocuments(ctx: OwnerContext): Promise<ResponseOf<GetDocuments>> {
  const rows = await ownerDocuments(ctx);
  return rows.map((r) => ({
    AttachmentId: Number(r.id),
    DisplayName: r.display_name,
    FileName: r.file_name,
    ContentType: r.content_type,
    SizeBytes: Number(r.size_bytes),
    UploadedAt: r.uploaded_at,
    PublishedOn: r.place,
  }));
}
