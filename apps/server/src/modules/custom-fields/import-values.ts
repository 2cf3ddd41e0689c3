import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ImportFileMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { resolveImport } from './import-rows';
import { writeValues } from './value-writes';

type PreviewImport = typeof contract.customFields.PreviewImport;
type Import = typeof contract.customFields.Import;

/** Checks every row of the file and answers them all; the web shows them 10 to a page. */
export async function previewImport(
  ctx: RequestContext,
  input: InputOf<PreviewImport>,
): Promise<ResponseOf<PreviewImport>> {
  const { FileName } = input.body;
  const { rows } = await resolveImport(ctx, input.body);
  return {
    FileName,
    TotalRows: rows.length,
    ErrorRows: rows.filter((r) => r.Errors.length > 0).length,
    Rows: rows,
  };
}

/** Saves the file's values only when every row is right, so a file is imported whole or not at all. */
export async function importValues(
  ctx: RequestContext,
  input: InputOf<Import>,
): Promise<ResponseOf<Import>> {
  const { rows, writes } = await resolveImport(ctx, input.body);
  if (rows.some((r) => r.Errors.length > 0)) throw badRequest(ImportFileMessages.hasErrors);
  const { saved, cleared } = await writeValues(ctx, writes);
  return { Saved: saved, Cleared: cleared };
}
