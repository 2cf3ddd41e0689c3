import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { bankStatements, InputOf, ResponseOf } from '@hoa/contract';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { getBankTransaction } from './get-bank-transactions';
import { loadStatementBankAccount } from './statement-access';

// Check images of bank transactions: a URL the statement file gave (OFX IMAGEREF), or an image
// uploaded for the account and attached to its transactions of the check number the file is named
// by (1044.png). AR images are of deposits (+), AP images of paid checks (-).

const imageTypes: { type: string; magic: number[] }[] = [
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/tiff', magic: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', magic: [0x4d, 0x4d, 0x00, 0x2a] },
];

export const imageTypeOf = (bytes: Uint8Array) =>
  imageTypes.find((t) => t.magic.every((b, i) => bytes[i] === b))?.type;

type UploadInput = InputOf<typeof bankStatements.UploadCheckImages>['body'];

/** Attaches an uploaded check image to the account's transactions of its check number. */
export async function uploadCheckImages(
  ctx: RequestContext,
  files: FileStore,
  body: UploadInput,
): Promise<ResponseOf<typeof bankStatements.UploadCheckImages>> {
  await loadStatementBankAccount(ctx, body.BankAccountId, 'update');
  const bytes = Buffer.from(body.buffer, 'base64');
  const type = imageTypeOf(bytes);
  if (!type) throw badRequest('The file is not a PNG, JPEG, GIF or TIFF image.');
  const checkNumber = /^0*(\d+)\.[a-z]+$/i.exec(body.fileName.trim())?.[1];
  if (!checkNumber) throw badRequest('Name the image by its check number, e.g. 1044.png.');
  const key = newStorageKey(ctx.user.companyId, randomUUID());
  const attached = await queryRows<{ id: number }>(
    ctx.tx,
    sql`update bank_transactions set check_image_key = ${key}
         where bank_account_id = ${body.BankAccountId} and not is_deleted
           and ltrim(check_number, '0') = ${checkNumber}
        returning id`,
  );
  if (attached.length > 0) await files.put(key, bytes, type);
  return { Attached: attached.length, Unmatched: attached.length === 0 ? [body.fileName] : [] };
}

const imagePath = (side: 'AR' | 'AP', id: number) =>
  `/api/SmartBanking/Get${side}CheckImage?bankTransactionId=${id}`;

/** GetARCheckImages: the deposits with a check image of an account in a date range. */
export async function getARCheckImages(
  ctx: RequestContext,
  { query }: { query: InputOf<typeof bankStatements.GetARCheckImages>['query'] },
): Promise<ResponseOf<typeof bankStatements.GetARCheckImages>> {
  await loadStatementBankAccount(ctx, query.bankAccountId, 'read');
  const rows = await queryRows<{
    BankTransactionId: number;
    TransactionDate: string;
    Amount: number;
    CheckNumber: string | null;
    key: string;
  }>(
    ctx.tx,
    sql`select id::float8 as "BankTransactionId", to_char(transaction_date, 'YYYY-MM-DD') as "TransactionDate",
               amount_cents::float8 as "Amount", check_number as "CheckNumber", check_image_key as key
          from bank_transactions
         where bank_account_id = ${query.bankAccountId} and not is_deleted and amount_cents > 0
           and check_image_key is not null
           and (${query.startDate ?? null}::date is null or transaction_date >= ${query.startDate ?? null}::date)
           and (${query.endDate ?? null}::date is null or transaction_date <= ${query.endDate ?? null}::date)
         order by transaction_date, id limit 500`,
  );
  return rows.map(({ key, ...r }) => ({
    ...r,
    ImageUrl: /^https?:/.test(key) ? key : imagePath('AR', r.BankTransactionId),
  }));
}

/** Where a transaction's check image is: a URL, or a file store key. */
export async function checkImageOf(
  ctx: RequestContext,
  bankTransactionId: number,
  side: 'AR' | 'AP',
): Promise<{ url: string } | { key: string }> {
  const t = await getBankTransaction(ctx, bankTransactionId);
  if (!t.CheckImageKey || (side === 'AR') !== t.Amount > 0)
    throw notFound('The bank transaction has no check image.');
  return /^https?:/.test(t.CheckImageKey) ? { url: t.CheckImageKey } : { key: t.CheckImageKey };
}
