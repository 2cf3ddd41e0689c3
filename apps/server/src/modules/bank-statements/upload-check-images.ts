import { randomUUID } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { bankStatements, CheckImageUploadResult } from '@hoa/contract';
import { newStorageKey, type FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import type { RequestContext } from '../../http/request-context';
import { normalizedNumber } from '../bank-reconciliation/index';
import { readCheckImages, type CheckImageFile } from './check-image-files';
import { loadStatementBankAccount } from './statement-access';
import { isImageUrl } from './transaction-queries';

type UploadCheckImages = typeof bankStatements.UploadCheckImages;
type Stored = CheckImageFile & { checkNumber: string; key: string };

/** The check numbers of the account's live transactions among those asked. */
async function checkNumbersOnAccount(
  ctx: RequestContext,
  bankAccountId: number,
  numbers: readonly string[],
): Promise<Set<string>> {
  const rows = await queryRows<{ n: string }>(
    ctx.tx,
    sql`select distinct ${normalizedNumber(sql`check_number`)} as n from bank_transactions
         where bank_account_id = ${bankAccountId}::bigint and not is_deleted
           and ${normalizedNumber(sql`check_number`)} = any(${`{${numbers.join(',')}}`}::text[])`,
  );
  return new Set(rows.map((r) => r.n));
}

/** Points the account's transactions of each image's check number at it; their old images. */
function attachImages(ctx: RequestContext, bankAccountId: number, images: readonly Stored[]) {
  const pairs = JSON.stringify(images.map((i) => ({ n: i.checkNumber, key: i.key })));
  return queryRows<{ key: string; oldKey: string | null }>(
    ctx.tx,
    sql`with img as (select * from jsonb_to_recordset(${pairs}::jsonb) as t(n text, key text)),
        old as (
          select bt.id, bt.check_image_key as old_key, img.key from bank_transactions bt
            join img on img.n = ${normalizedNumber(sql`bt.check_number`)}
           where bt.bank_account_id = ${bankAccountId}::bigint and not bt.is_deleted
             for update of bt
        )
        update bank_transactions bt set check_image_key = old.key from old where bt.id = old.id
        returning old.key, old.old_key as "oldKey"`,
  );
}

/**
 * UploadCheckImages: a zip of check images named by check number (or one image) attached to the
 * bank account's transactions of those numbers, each image once in the file store however many
 * transactions share it. The files are checked first; the images with a transaction are stored,
 * then attached in one transaction (their files removed again if it fails); the images they
 * replace are removed after it.
 */
export async function uploadCheckImages(
  call: CallerCall<UploadCheckImages>,
  files: FileStore,
): Promise<CheckImageUploadResult> {
  const { BankAccountId: bankAccountId, File: file } = call.input.body;
  const images = await readCheckImages(file);
  const numbers = images.flatMap((i) => (i.checkNumber === null ? [] : [i.checkNumber]));
  const { companyId, found } = await call.run(async (ctx) => {
    await loadStatementBankAccount(ctx, bankAccountId, 'update');
    const onAccount = numbers.length
      ? await checkNumbersOnAccount(ctx, bankAccountId, numbers)
      : null;
    return { companyId: ctx.user.companyId, found: onAccount ?? new Set<string>() };
  });
  const stored: Stored[] = images.flatMap((i) =>
    i.checkNumber !== null && found.has(i.checkNumber)
      ? [{ ...i, checkNumber: i.checkNumber, key: newStorageKey(companyId, randomUUID()) }]
      : [],
  );
  const removeAll = (keys: readonly string[]) =>
    Promise.all(keys.map((key) => files.delete(key).catch(() => undefined)));
  for (const image of stored) await files.put(image.key, image.bytes, image.mimeType);
  let attached: { key: string; oldKey: string | null }[];
  try {
    attached = await call.run(async (ctx) => {
      await loadStatementBankAccount(ctx, bankAccountId, 'update');
      return stored.length ? attachImages(ctx, bankAccountId, stored) : [];
    });
  } catch (error) {
    await removeAll(stored.map((s) => s.key));
    throw error;
  }
  const used = new Set(attached.map((a) => a.key));
  const oldKeys = attached.flatMap((a) => (a.oldKey && !isImageUrl(a.oldKey) ? [a.oldKey] : []));
  const unused = stored.filter((s) => !used.has(s.key)).map((s) => s.key);
  await removeAll([...new Set([...oldKeys, ...unused])]);
  const matched = new Set(stored.filter((s) => used.has(s.key)).map((s) => s.fileName));
  return {
    Attached: attached.length,
    Matched: [...matched],
    Unmatched: images.filter((i) => !matched.has(i.fileName)).map((i) => i.fileName),
  };
}
