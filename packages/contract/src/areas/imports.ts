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

/** The shape of an import call; each endpoint writes its own literal path. */
function importCall<B extends z.ZodType>(summary: string, body: B) {
  return { method: 'POST', summary, body, response: ImportResultSchema } as const;
}

/** /api/Import: the setup imports (modal upload, preview page 10, all or nothing). */
export const imports = {
  GlAccounts: endpoint({
    path: '/api/Import/GlAccounts',
    ...importCall(
      'GL accounts: AccountNumber, AccountName, AccountType, CostCenterNumber',
      ImportBody,
    ),
  }),
  AccountRanges: endpoint({
    path: '/api/Import/AccountRanges',
    ...importCall(
      'Account ranges, replacing the community’s: AccountType, StartNumber, EndNumber',
      ImportBody,
    ),
  }),
  Codes: endpoint({
    path: '/api/Import/Codes',
    ...importCall(
      'Codes: CodeAlias, CodeName, CodeType, CodeDescription, Frequency, Amount, StartDate, EndDate, ReceivableAccount, IncomeAccount, Category',
      ImportBody,
    ),
  }),
  CodeCategories: endpoint({
    path: '/api/Import/CodeCategories',
    ...importCall('Code categories: Name, Description', ImportBody),
  }),
  CodeCategoryLinkage: endpoint({
    path: '/api/Import/CodeCategoryLinkage',
    ...importCall('Codes into categories: CodeAlias, Category', ImportBody),
  }),
  OwnerBeginningBalances: endpoint({
    path: '/api/Import/OwnerBeginningBalances',
    ...importCall(
      'Owner beginning balances (type 52), posted on postDate: AccountNumber, CodeAlias, Amount',
      z.strictObject({ ...importFields, postDate: isoDate }),
    ),
    idempotent: true,
  }),
  OwnerHistory: endpoint({
    path: '/api/Import/OwnerHistory',
    ...importCall(
      'Owner history for reference: AccountNumber, Date, Description, CodeAlias, Reference, Charge, Payment',
      ImportBody,
    ),
  }),
  PropertyOwners: endpoint({
    path: '/api/Import/PropertyOwners',
    ...importCall(
      'Properties and primary owners; a new owner of an existing property needs confirmedReassignment',
      z.strictObject({ ...importFields, confirmedReassignment: z.boolean().default(false) }),
    ),
  }),
};
