import { contract, type ImportBody, type ImportResult } from '@hoa/contract';
import type { SetupImportKind } from '@hoa/domain';
import { api } from '../../app/api';

const fileParts = { FileContent: true, IsPreview: true, Page: true } as const;

/** The fields of an import besides the file and its page, as the kind's contract body checks them. */
export function importFieldsSchema(kind: SetupImportKind) {
  const i = contract.imports;
  if (kind === 'OwnerBeginningBalances') return i.OwnerBeginningBalances.body.omit(fileParts);
  if (kind === 'PropertyOwners') return i.PropertyOwners.body.omit(fileParts);
  return i[kind].body.omit(fileParts);
}

/** An import's body: two kinds take one field more. */
export type ImportRequestBody = ImportBody & { postDate?: string; confirmedReassignment?: boolean };

/** Calls the import of a kind. */
export function callImport(kind: SetupImportKind, body: ImportRequestBody): Promise<ImportResult> {
  const i = contract.imports;
  if (kind === 'OwnerBeginningBalances')
    return api.call(i.OwnerBeginningBalances, { body: { ...body, postDate: body.postDate ?? '' } });
  if (kind === 'PropertyOwners') return api.call(i.PropertyOwners, { body });
  return api.call(i[kind], { body });
}

/** A file's bytes as base64, the way the import calls carry it. */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let at = 0; at < bytes.length; at += chunk) {
    binary += String.fromCharCode(...bytes.subarray(at, at + chunk));
  }
  return btoa(binary);
}
