import { randomUUID } from 'node:crypto';
import { queryRows, sql, type Tx } from '@hoa/db';
import { SignatureMessages as M } from '@hoa/domain';
import {
  newStorageKey,
  readStoredFile,
  StoredFileMissing,
  type FileStore,
} from '../../files/file-store';
import { appError, badRequest } from '../../http/errors';

export const MaxSignatureBytes = 700_000;

export interface SignatureImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff]);

/** A signature image sent as base64 (or a data: URL): PNG or JPEG by its magic bytes only. */
export function decodeSignatureImage(text: string): SignatureImage {
  const base64 = text.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw badRequest(M.imageRequired);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MaxSignatureBytes) throw appError('SignatureImageTooLarge');
  if (bytes.subarray(0, png.length).equals(png)) return { bytes, contentType: 'image/png' };
  if (bytes.subarray(0, jpeg.length).equals(jpeg)) return { bytes, contentType: 'image/jpeg' };
  throw appError('SignatureImageRequired');
}

/** Stores the image in the FileStore under a fresh key of the company. */
export async function storeSignatureImage(
  files: FileStore,
  companyId: number,
  image: SignatureImage,
): Promise<string> {
  const key = newStorageKey(companyId, randomUUID());
  await files.put(key, image.bytes, image.contentType);
  return key;
}

/** A stored image as a data: URL (what pdfmake and the web's <img> take); null when it is gone. */
export async function signatureDataUrl(
  files: FileStore,
  storageKey: string,
  contentType: string,
): Promise<string | null> {
  try {
    const bytes = await readStoredFile(files, storageKey);
    return `data:${contentType};base64,${bytes.toString('base64')}`;
  } catch (error) {
    if (error instanceof StoredFileMissing) return null;
    throw error;
  }
}

/** The authorized signatures 1 and 2 of a bank account, as data: URLs, for printing checks. */
export async function bankAccountSignatureImages(
  tx: Tx,
  files: FileStore,
  bankAccountId: number,
): Promise<{ 1: string | null; 2: string | null }> {
  const rows = await queryRows<{ n: number; key: string; type: string }>(
    tx,
    sql`select b.signature_number::int as n, s.storage_key as key, s.content_type as type
          from bank_account_signatures b join signatures s on s.id = b.signature_id
         where b.bank_account_id = ${bankAccountId}::bigint`,
  );
  const image = async (n: number) => {
    const row = rows.find((r) => r.n === n);
    return row ? signatureDataUrl(files, row.key, row.type) : null;
  };
  return { 1: await image(1), 2: await image(2) };
}
