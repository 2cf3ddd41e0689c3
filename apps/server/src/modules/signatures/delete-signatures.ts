import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { Released } from '../../files/remove-after-commit';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

type S = typeof contract.signatures;

/**
 * Deletes signatures (their bank-account assignments go with them); their images are released, to
 * be removed once the deletion has committed (runThenRemoveFiles).
 */
async function deleteSignatures(ctx: RequestContext, ids: readonly number[]): Promise<string[]> {
  requireClaim(ctx, 'bank', 'delete');
  const rows = await queryRows<{ key: string }>(
    ctx.tx,
    sql`delete from signatures where id = any(${idArray(ids)})
        returning storage_key as key`,
  );
  return rows.map((row) => row.key);
}

/** Signature/DeleteSignature/{id}. */
export async function deleteSignature(
  ctx: RequestContext,
  { params }: InputOf<S['DeleteSignature']>,
): Promise<Released<ResponseOf<S['DeleteSignature']>>> {
  const released = await deleteSignatures(ctx, [params.id]);
  if (released.length === 0) throw notFound();
  return { result: { success: true }, released };
}

/** Signature/DeleteMultipleSignatures: the ones of the company among those named. */
export async function deleteMultipleSignatures(
  ctx: RequestContext,
  { body }: InputOf<S['DeleteMultipleSignatures']>,
): Promise<Released<ResponseOf<S['DeleteMultipleSignatures']>>> {
  const released = await deleteSignatures(ctx, body.SignatureIds);
  return { result: { Deleted: released.length }, released };
}
