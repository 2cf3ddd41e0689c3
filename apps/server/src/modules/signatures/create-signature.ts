import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { assignSignature } from './assign-signature';
import { decodeSignatureImage, storeSignatureImage } from './signature-image';
import { readSignature, requireBankAccount } from './signature-queries';

type S = typeof contract.signatures;

async function insertSignature(
  ctx: RequestContext,
  files: FileStore,
  name: string,
  imageText: string,
): Promise<number> {
  const image = decodeSignatureImage(imageText);
  const key = await storeSignatureImage(files, ctx.user.companyId, image);
  const [row] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into signatures (company_id, name, storage_key, content_type, size_bytes, created_by_user_id)
        values (${ctx.user.companyId}::bigint, ${name}, ${key}, ${image.contentType},
                ${image.bytes.length}::int, ${ctx.user.userId}::bigint)
        returning id::int8 as id`,
  );
  if (!row) throw new Error('signature not stored');
  return row.id;
}

/** Signature/CreateSignature: a new signature from a PNG or JPEG image. */
export async function createSignature(
  ctx: RequestContext,
  files: FileStore,
  { body }: InputOf<S['CreateSignature']>,
): Promise<ResponseOf<S['CreateSignature']>> {
  requireClaim(ctx, 'bank', 'create');
  return readSignature(ctx, await insertSignature(ctx, files, body.Name, body.Image));
}

/** Signature/CreateSignatureAndAssignToBankAccount: a new signature, made signature 1 or 2. */
export async function createSignatureAndAssignToBankAccount(
  ctx: RequestContext,
  files: FileStore,
  { body }: InputOf<S['CreateSignatureAndAssignToBankAccount']>,
): Promise<ResponseOf<S['CreateSignatureAndAssignToBankAccount']>> {
  requireClaim(ctx, 'bank', 'create');
  requireClaim(ctx, 'bank', 'update');
  await requireBankAccount(ctx, body.BankAccountId);
  const id = await insertSignature(ctx, files, body.Name, body.Image);
  await assignSignature(ctx, body.BankAccountId, body.AuthorizedSignatureNumber, id);
  return readSignature(ctx, id);
}
