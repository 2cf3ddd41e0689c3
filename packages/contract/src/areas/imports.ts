import { SetupImportKinds } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { isoDate, entityId as id } from '../fields';

const importFields = {
  commAgentID: id,
  FileName: z.string().trim().min(1).max(255),
  /** The file (CSV or .xlsx) in base64; the request body is capped at 1 MB. */
  FileContent: z.string().max(1_000_000),
  /** True for the preview; false writes every row in one transaction, or none. */
  IsPreview: z.boolean(),
  /** The preview page of 10 rows to show (1-based). */
  Page: z.number().int().min(1).default(1),
};

export const ImportBody = z.strictObject(importFields);
export type ImportBody = z.input<typeof ImportBody>;

export const ImportErrorSchema = z.object({
  Row: z.number(),
  Column: z.string(),
  Message: z.string(),
});

export const ImportResultSchema = z.object({
  Kind: z.enum(SetupImportKinds),
  FileName: z.string(),
  Columns: z.array(z.string()),
  TotalRows: z.number(),
  ErrorRowCount: z.number(),
  Page: z.number(),
  PageSize: z.number(),
  /** The page's rows, cells in the order of Columns, each with its errors. */
  Rows: z.array(
    z.object({ Row: z.number(), Cells: z.array(z.string()), Errors: z.array(z.string()) }),
  ),
  /** Every error of the file (at most 500), naming row and column. */
  Errors: z.array(ImportErrorSchema),
  /** Rows that change something already there and need confirmation (owner reassignment). */
  Warnings: z.array(ImportErrorSchema),
  NeedsConfirmation: z.boolean(),
  IsPreview: z.boolean(),
  /** Rows written; 0 for a preview. */
  Imported: z.number(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

function importCall<const P extends string, B extends z.ZodType>(
  action: P,
  summary: string,
  body: B,
) {
  return endpoint({
    method: 'POST',
    path: `/api/Import/${action}`,
    summary,
    body,
    response: ImportResultSchema,
  });
}

/** /api/Import: the setup imports (modal upload, preview page 10, all or nothing). */
export const imports = {
  GlAccounts: importCall(
    'GlAccounts',
    'GL accounts: AccountNumber, AccountName, AccountType, CostCenterNumber',
    ImportBody,
  ),
  AccountRanges: importCall(
    'AccountRanges',
    'Account ranges, replacing the community’s: AccountType, StartNumber, EndNumber',
    ImportBody,
  ),
  Codes: importCall(
    'Codes',
    'Codes: CodeAlias, CodeName, CodeType, CodeDescription, Frequency, Amount, StartDate, EndDate, ReceivableAccount, IncomeAccount, Category',
    ImportBody,
  ),
  CodeCategories: importCall('CodeCategories', 'Code categories: Name, Description', ImportBody),
  CodeCategoryLinkage: importCall(
    'CodeCategoryLinkage',
    'Codes into categories: CodeAlias, Category',
    ImportBody,
  ),
  OwnerBeginningBalances: {
    ...importCall(
      'OwnerBeginningBalances',
      'Owner beginning balances (type 52), posted on postDate: AccountNumber, CodeAlias, Amount',
      z.strictObject({ ...importFields, postDate: isoDate }),
    ),
    idempotent: true as const,
  },
  OwnerHistory: importCall(
    'OwnerHistory',
    'Owner history for reference: AccountNumber, Date, Description, CodeAlias, Reference, Charge, Payment',
    ImportBody,
  ),
  PropertyOwners: importCall(
    'PropertyOwners',
    'Properties and primary owners; a new owner of an existing property needs confirmedReassignment',
    z.strictObject({ ...importFields, confirmedReassignment: z.boolean().default(false) }),
  ),
};
