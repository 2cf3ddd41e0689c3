import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { signatureDataUrl } from './signature-image';
import { readSignature, readSignatures, requireBankAccount } from './signature-queries';

type S = typeof contract.signatures;

/** Signature/GetSignature: one signature with its image. */
export async function getSignature(
  ctx: RequestContext,
  files: FileStore,
  { query }: InputOf<S['GetSignature']>,
): Promise<ResponseOf<S['GetSignature']>> {
  requireClaim(ctx, 'bank', 'read');
  const signature = await readSignature(ctx, query.signatureId);
  const [stored] = await queryRows<{ key: string }>(
    ctx.tx,
    sql`select storage_key as key from signatures where id = ${query.signatureId}::bigint`,
  );
  const image = stored ? await signatureDataUrl(files, stored.key, signature.ContentType) : null;
  if (image === null) throw notFound();
  return { ...signature, ImageDataUrl: image };
}

/** Signature/GetSignatures: every signature of the company. */
export function getSignatures(ctx: RequestContext): Promise<ResponseOf<S['GetSignatures']>> {
  requireClaim(ctx, 'bank', 'read');
  return readSignatures(ctx, sql`true`);
}

/** Signature/GetSignaturesIndex: the index screen's rows, optionally by a name search. */
export async function getSignaturesIndex(
  ctx: RequestContext,
  { query }: InputOf<S['GetSignaturesIndex']>,
): Promise<ResponseOf<S['GetSignaturesIndex']>> {
  requireClaim(ctx, 'bank', 'read');
  const term = query.search ?? '';
  const rows = await readSignatures(
    ctx,
    term === '' ? sql`true` : sql`s.name ilike ${`%${term.replace(/[\\%_]/g, '\\$&')}%`}`,
  );
  return { Rows: rows, Total: rows.length };
}

/** Signature/GetBankAccountAuthorizedSignatures: signatures 1 and 2 of a bank account. */
export async function getBankAccountAuthorizedSignatures(
  ctx: RequestContext,
  { query }: InputOf<S['GetBankAccountAuthorizedSignatures']>,
): Promise<ResponseOf<S['GetBankAccountAuthorizedSignatures']>> {
  requireClaim(ctx, 'bank', 'read');
  await requireBankAccount(ctx, query.bankAccountId);
  return readBankAccountSignatures(ctx, query.bankAccountId);
}

export async function readBankAccountSignatures(
  ctx: RequestContext,
  bankAccountId: number,
): Promise<ResponseOf<S['GetBankAccountAuthorizedSignatures']>> {
  const rows = await queryRows<{ n: number; id: number; name: string }>(
    ctx.tx,
    sql`select b.signature_number::int as n, s.id::int8 as id, s.name
          from bank_account_signatures b join signatures s on s.id = b.signature_id
         where b.bank_account_id = ${bankAccountId}::bigint`,
  );
  const one = rows.find((r) => r.n === 1);
  const two = rows.find((r) => r.n === 2);
  return {
    BankAccountId: bankAccountId,
    Signature1Id: one?.id ?? null,
    Signature1Name: one?.name ?? null,
    Signature2Id: two?.id ?? null,
    Signature2Name: two?.name ?? null,
  };
}
