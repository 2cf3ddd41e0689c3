import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type S = typeof contract.signatures;

/** Deletes signatures (their bank-account assignments go with them) and their images. */
async function deleteSignatures(
  ctx: RequestContext,
  files: FileStore,
  ids: readonly number[],
): Promise<number> {
  requireClaim(ctx, 'bank', 'delete');
  const rows = await queryRows<{ key: string }>(
    ctx.tx,
    sql`delete from signatures where id = any(${`{${ids.join(',')}}`}::bigint[])
        returning storage_key as key`,
  );
  for (const row of rows) await files.delete(row.key);
  return rows.length;
}

/** Signature/DeleteSignature/{id}. */
export async function deleteSignature(
  ctx: RequestContext,
  files: FileStore,
  { params }: InputOf<S['DeleteSignature']>,
): Promise<ResponseOf<S['DeleteSignature']>> {
  if ((await deleteSignatures(ctx, files, [params.id])) === 0) throw notFound();
  return { success: true };
}

/** Signature/DeleteMultipleSignatures: the ones of the company among those named. */
export async function deleteMultipleSignatures(
  ctx: RequestContext,
  files: FileStore,
  { body }: InputOf<S['DeleteMultipleSignatures']>,
): Promise<ResponseOf<S['DeleteMultipleSignatures']>> {
  return { Deleted: await deleteSignatures(ctx, files, body.SignatureIds) };
}
