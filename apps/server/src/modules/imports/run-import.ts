import type { ImportResult } from '@hoa/contract';
import {
  ImportPreviewPageSize,
  readSetupImport,
  SetupImportColumns,
  SetupImportMessages,
  setupImportErrorText,
  type AccessLevel,
  type PermissionClaim,
  type SetupImportError,
  type SetupImportKind,
  type SetupImportRow,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readImportFile } from './read-import-file';

/** What an import finds in the rows: their errors, changes to confirm, and how to write them. */
export interface ImportPlan {
  errors: SetupImportError[];
  warnings?: SetupImportError[];
  /** Writes every row; runs only when no row has an error. Returns the rows written. */
  commit: () => Promise<number>;
}

export interface ImportBodyFields {
  commAgentID: number;
  FileName: string;
  FileContent: string;
  IsPreview: boolean;
  Page: number;
  confirmedReassignment?: boolean;
}

export interface ImportKindDefinition {
  kind: SetupImportKind;
  claims: readonly [PermissionClaim, AccessLevel][];
  plan: (
    ctx: RequestContext,
    communityAgentId: number,
    rows: SetupImportRow[],
  ) => Promise<ImportPlan>;
}

const MaxListedErrors = 500;

/**
 * Every setup import: read the file, check each row (cells, then against the community), answer
 * the preview page with the errors; on confirm write all rows in the request's one transaction,
 * so a failure leaves nothing written.
 */
export async function runImport(
  ctx: RequestContext,
  body: ImportBodyFields,
  definition: ImportKindDefinition,
): Promise<ImportResult> {
  for (const [claim, level] of definition.claims) requireClaim(ctx, claim, level);
  await requireCommunity(ctx, body.commAgentID);
  const read = readSetupImport(
    definition.kind,
    await readImportFile(body.FileName, body.FileContent),
  );
  if (!read.ok) throw badRequest(read.message);
  const plan = await definition.plan(ctx, body.commAgentID, read.rows);
  const columns = SetupImportColumns[definition.kind].map((c) => c.Name);
  const order = (e: SetupImportError) => e.Row * 1000 + columns.indexOf(e.Column);
  const errors = [...read.errors, ...plan.errors].sort((a, b) => order(a) - order(b));
  const warnings = plan.warnings ?? [];
  const errorRows = new Set(errors.map((e) => e.Row));
  const pageCount = Math.max(1, Math.ceil(read.rows.length / ImportPreviewPageSize));
  const page = Math.min(body.Page, pageCount);
  const result: ImportResult = {
    Kind: definition.kind,
    FileName: body.FileName,
    Columns: columns,
    TotalRows: read.rows.length,
    ErrorRowCount: errorRows.size,
    Page: page,
    PageSize: ImportPreviewPageSize,
    Rows: read.rows
      .slice((page - 1) * ImportPreviewPageSize, page * ImportPreviewPageSize)
      .map((row) => ({
        Row: row.Row,
        Cells: row.Cells,
        Errors: [...errors, ...warnings].filter((e) => e.Row === row.Row).map(setupImportErrorText),
      })),
    Errors: errors.slice(0, MaxListedErrors),
    Warnings: warnings.slice(0, MaxListedErrors),
    NeedsConfirmation: warnings.length > 0,
    IsPreview: body.IsPreview,
    Imported: 0,
  };
  if (body.IsPreview) return result;
  if (errors.length > 0) throw badRequest(SetupImportMessages.hasErrors(errorRows.size));
  if (warnings.length > 0 && !body.confirmedReassignment)
    throw badRequest(
      SetupImportMessages.confirmReassignment(new Set(warnings.map((w) => w.Row)).size),
    );
  return { ...result, Imported: await plan.commit() };
}
