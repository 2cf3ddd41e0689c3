import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { contract, DigitalPaymentDocument, InputOf, ResponseOf } from '@hoa/contract';
import {
  allowedDocumentTypes,
  DocumentFailureReasons,
  documentError,
  documentFormOpen,
  type DigitalPaymentDocumentType,
} from '@hoa/domain';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { customerOf, readAccount, refreshAccountStatus } from './account-queries';
import { providerFor } from './provider/index';

type S = typeof contract.digitalPayments;

async function controllerCountry(ctx: RequestContext, communityId: number) {
  const [row] = await queryRows<{ country: string }>(
    ctx.tx,
    sql`select country from digital_payment_controllers where community_agent_id = ${communityId}`,
  );
  return row?.country ?? 'US';
}

async function readDocuments(ctx: RequestContext, communityId: number) {
  const rows = await queryRows<Omit<DigitalPaymentDocument, 'FailureDescription'>>(
    ctx.tx,
    sql`select id::int8 as "DocumentId", document_for as "DocumentFor", type as "Type",
               status as "Status", failure_reason as "FailureReason", file_name as "FileName",
               size_bytes as "SizeBytes", created_at::text as "CreatedAt"
          from digital_payment_documents where community_agent_id = ${communityId} order by id`,
  );
  return rows.map((r) => ({
    ...r,
    FailureDescription: r.FailureReason
      ? (DocumentFailureReasons[r.FailureReason as keyof typeof DocumentFailureReasons] ?? null)
      : null,
  }));
}

/** Sends a document to the provider and records it (the file kept in the file store). */
async function sendDocument(
  ctx: RequestContext,
  communityId: number,
  doc: { type: string; documentFor: number; fileName: string; sizeBytes: number; fileKey: string },
) {
  const customer = await customerOf(ctx, communityId);
  if (!customer) throw appError('DigitalPaymentsNotEnabled');
  const allowed = allowedDocumentTypes(
    doc.documentFor === 1,
    await controllerCountry(ctx, communityId),
  );
  const problem = documentError(doc.type, doc.sizeBytes, allowed);
  if (problem) throw badRequest(problem);
  const result = await providerFor(ctx).uploadDocument(customer.customerId, {
    type: doc.type as DigitalPaymentDocumentType,
    fileName: doc.fileName,
    sizeBytes: doc.sizeBytes,
  });
  const [row] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into digital_payment_documents (company_id, community_agent_id, document_for, type,
          status, failure_reason, provider_id, file_key, file_name, size_bytes, uploaded_by_user_id)
        values (${ctx.user.companyId}, ${communityId}, ${doc.documentFor}, ${doc.type},
          ${result.status}, ${result.failureReason}, ${result.documentId}, ${doc.fileKey},
          ${doc.fileName.slice(0, 255)}, ${doc.sizeBytes}, ${ctx.user.userId})
        returning id::int8 as id`,
  );
  const docs = await readDocuments(ctx, communityId);
  const made = docs.find((d) => d.DocumentId === row?.id);
  if (!made) throw new Error('document not stored');
  return made;
}

/** UploadDocument (multipart): type rules and the 10,000,000-byte cap of spec 2 §5. */
export async function uploadDocument(
  ctx: RequestContext,
  files: FileStore,
  { body }: InputOf<S['UploadDocument']>,
): Promise<ResponseOf<S['UploadDocument']>> {
  requireClaim(ctx, 'community', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  const allowed = allowedDocumentTypes(
    body.DocumentFor === 1,
    await controllerCountry(ctx, body.CommunityAgentId),
  );
  const problem = documentError(body.Type, body.File.Bytes.length, allowed);
  if (problem) throw badRequest(problem);
  const fileKey = newStorageKey(ctx.user.companyId, randomUUID());
  await files.put(
    fileKey,
    Buffer.from(body.File.Bytes),
    body.File.DeclaredType || 'application/octet-stream',
  );
  return sendDocument(ctx, body.CommunityAgentId, {
    type: body.Type,
    documentFor: body.DocumentFor,
    fileName: body.File.FileName,
    sizeBytes: body.File.Bytes.length,
    fileKey,
  });
}

/** UseControllerDocument: the controller's saved document (DocumentUrl) as the personal document. */
export async function useControllerDocument(
  ctx: RequestContext,
  { body }: InputOf<S['UseControllerDocument']>,
): Promise<ResponseOf<S['UseControllerDocument']>> {
  requireClaim(ctx, 'community', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  const [c] = await queryRows<{ url: string | null }>(
    ctx.tx,
    sql`select document_url as url from digital_payment_controllers
         where community_agent_id = ${body.CommunityAgentId}`,
  );
  if (!c?.url) throw appError('DigitalPaymentsNoSavedDocument');
  return sendDocument(ctx, body.CommunityAgentId, {
    type: body.Type,
    documentFor: 0,
    fileName: c.url.split('/').at(-1) ?? c.url,
    sizeBytes: 0,
    fileKey: c.url,
  });
}

/** The documents, their review state asked of the provider first. */
export async function getDigitalPaymentAccountDocuments(
  ctx: RequestContext,
  { query }: { query: { CommunityAgentId: number } },
): Promise<ResponseOf<S['GetDigitalPaymentAccountDocuments']>> {
  requireClaim(ctx, 'community', 'read');
  await requireCommunity(ctx, query.CommunityAgentId);
  await refreshAccountStatus(ctx, query.CommunityAgentId);
  const provider = providerFor(ctx);
  const pending = await queryRows<{ id: number; provider_id: string }>(
    ctx.tx,
    sql`select id::int8 as id, provider_id from digital_payment_documents
         where community_agent_id = ${query.CommunityAgentId} and status = 'pending'`,
  );
  for (const doc of pending) {
    const now = await provider.getDocument(doc.provider_id);
    await ctx.tx.execute(
      sql`update digital_payment_documents set status = ${now.status},
             failure_reason = ${now.failureReason} where id = ${doc.id}`,
    );
  }
  return readDocuments(ctx, query.CommunityAgentId);
}

export async function getDocumentsNeeded(
  ctx: RequestContext,
  { query }: { query: { CommunityAgentId: number } },
): Promise<ResponseOf<S['GetDigitalPaymentAccountVerificationDocumentsNeeded']>> {
  requireClaim(ctx, 'community', 'read');
  await requireCommunity(ctx, query.CommunityAgentId);
  const account = await readAccount(ctx, query.CommunityAgentId);
  const docs = await readDocuments(ctx, query.CommunityAgentId);
  return {
    DocumentNeededTypeId: account.DocumentNeededTypeId,
    PersonalTypes: allowedDocumentTypes(
      false,
      await controllerCountry(ctx, query.CommunityAgentId),
    ),
    BusinessTypes: allowedDocumentTypes(true, null),
    IsFormOpen: account.Status === 'Document' && documentFormOpen(docs),
  };
}
