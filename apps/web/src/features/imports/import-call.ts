import { contract, type ImportBody, type ImportResult } from '@hoa/contract';
import type { SetupImportKind } from '@hoa/domain';
import { api } from '../../app/api';

export interface ImportRequest {
  kind: SetupImportKind;
  body: ImportBody;
  /** The beginning balances' post date. */
  postDate: string | null;
  confirmedReassignment: boolean;
}

/** Calls the import of a kind; two kinds take one field more. */
export function callImport({
  kind,
  body,
  postDate,
  confirmedReassignment,
}: ImportRequest): Promise<ImportResult> {
  const i = contract.imports;
  if (kind === 'OwnerBeginningBalances')
    return api.call(i.OwnerBeginningBalances, { body: { ...body, postDate: postDate ?? '' } });
  if (kind === 'PropertyOwners')
    return api.call(i.PropertyOwners, { body: { ...body, confirmedReassignment } });
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
