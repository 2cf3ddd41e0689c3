import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { Released } from '../../files/remove-after-commit';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { decodeSignatureImage, storeSignatureImage } from './signature-image';
import { readSignature } from './signature-queries';

type SaveSignature = typeof contract.signatures.SaveSignature;

/**
 * Signature/SaveSignature: renames a signature; a new image replaces the stored one, which is
 * released to be removed once the change has committed (runThenRemoveFiles).
 */
export async function saveSignature(
  ctx: RequestContext,
  files: FileStore,
  { body }: InputOf<SaveSignature>,
): Promise<Released<ResponseOf<SaveSignature>>> {
  requireClaim(ctx, 'bank', 'update');
  const [old] = await queryRows<{ key: string }>(
    ctx.tx,
    sql`select storage_key as key from signatures where id = ${body.SignatureId}::bigint for update`,
  );
  if (!old) throw notFound();
  const released: string[] = [];
  if (body.Image === null) {
    await ctx.tx.execute(
      sql`update signatures set name = ${body.Name}, updated_at = now()
           where id = ${body.SignatureId}::bigint`,
    );
  } else {
    const image = decodeSignatureImage(body.Image);
    const key = await storeSignatureImage(files, ctx.user.companyId, image);
    await ctx.tx.execute(
      sql`update signatures set name = ${body.Name}, storage_key = ${key},
                 content_type = ${image.contentType}, size_bytes = ${image.bytes.length}::int,
                 updated_at = now()
           where id = ${body.SignatureId}::bigint`,
    );
    released.push(old.key);
  }
  return { result: await readSignature(ctx, body.SignatureId), released };
}
