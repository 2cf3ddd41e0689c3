import { BudgetIncreaseLimit } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, moneyCents, optionalIdParam, entityId as id } from '../fields';

// Budgets (spec 2 §2 budgets index, budget copy, imports of budgets and prior actuals; §5 'the
// increase percentage is parsed as a number or null'; §7 POST /Budgets/CopyBudget). A budget is an
// amount in cents (normal sign) per account, cost center and period of a fiscal year. Reading
// needs read access to glaccounts; saving update, copying and importing create.

const cents = moneyCents;

export const BudgetPeriodSchema = z.object({
  AccountingPeriodId: z.number(),
  PeriodOrder: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
});

export const BudgetAccountSchema = z.object({
  TopsAccountId: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string(),
  TopsAccountTypeId: z.number(),
  /** One amount per period, in period order (cents). */
  Amounts: z.array(z.number()),
  Total: z.number(),
  /** The same periods a year earlier: imported prior actuals, else the ledger (cents). */
  PriorActual: z.number(),
});
export type BudgetAccount = z.infer<typeof BudgetAccountSchema>;

export const BudgetSheetSchema = z.object({
  CommunityAgentId: z.number(),
  TopsFiscalYearId: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsClosed: z.boolean(),
  CostCenterId: z.number().nullable(),
  Periods: z.array(BudgetPeriodSchema),
  /** Income and expense accounts, and any other account with a budget. */
  Accounts: z.array(BudgetAccountSchema),
  /** Where PriorActual comes from: imported prior actuals or the ledger's previous fiscal year. */
  PriorActualSource: z.enum(['Imported', 'Ledger', 'None']),
});
export type BudgetSheet = z.infer<typeof BudgetSheetSchema>;

export const SaveBudgetsBody = z.strictObject({
  CommunityAgentId: id,
  FiscalYearId: id,
  CostCenterId: id.nullable().default(null),
  /** The accounts whose amounts change; each with one amount per period (0 clears it). */
  Accounts: z
    .array(z.strictObject({ AccountId: id, Amounts: z.array(cents).min(1).max(12) }))
    .max(2000),
});
export type SaveBudgetsBody = z.input<typeof SaveBudgetsBody>;

export const CopyBudgetBody = z.strictObject({
  communityAgentId: id,
  sourceFiscalYearId: id,
  targetFiscalYearId: id,
  /** The accounts to copy; null or empty copies every account with a budget in the source. */
  accountIds: z.array(id).max(2000).nullable().default(null),
  /** A number (3.5 is 3.5 %) or null for none (spec 2 §5). */
  percentageToIncreaseAmounts: z
    .number()
    .min(-BudgetIncreaseLimit)
    .max(BudgetIncreaseLimit)
    .nullable()
    .default(null),
  costCenterId: id.nullable().default(null),
});
export type CopyBudgetBody = z.input<typeof CopyBudgetBody>;

export const BudgetImportBody = z.strictObject({
  CommunityAgentId: id,
  FiscalYearId: id,
  CostCenterId: id.nullable().default(null),
  FileName: z.string().max(255),
  /** The file's text: AccountNumber, Period1 … Period12. */
  Content: z.string().max(900_000),
  IsPreview: z.boolean(),
});
export type BudgetImportBody = z.input<typeof BudgetImportBody>;

export const BudgetImportRowSchema = z.object({
  Row: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string().nullable(),
  Amounts: z.array(z.number()),
  Total: z.number(),
  Problems: z.array(z.string()),
});
export type BudgetImportRow = z.infer<typeof BudgetImportRowSchema>;

const importResponse = z.object({
  Rows: z.array(BudgetImportRowSchema),
  /** Accounts written (0 for a preview). */
  SavedAccounts: z.number(),
});

export const budgets = {
  GetBudgets: endpoint({
    method: 'GET',
    path: '/api/Budgets/GetBudgets',
    summary: 'The budget of a fiscal year: accounts by periods, with the prior year’s actual',
    access: { claim: 'glaccounts', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      fiscalYearId: idParam,
      costCenterId: optionalIdParam,
    }),
    response: BudgetSheetSchema,
  }),
  SaveBudgets: endpoint({
    method: 'POST',
    path: '/api/Budgets/SaveBudgets',
    summary: 'Sets the amounts of accounts of a fiscal year’s budget',
    access: { claim: 'glaccounts', level: 'update' },
    body: SaveBudgetsBody,
    response: z.object({ SavedAccounts: z.number() }),
  }),
  CopyBudget: endpoint({
    method: 'POST',
    path: '/api/Budgets/CopyBudget',
    summary:
      'Copies budgets from one fiscal year to another, period by period, optionally increased by a percentage',
    access: { claim: 'glaccounts', level: 'create' },
    body: CopyBudgetBody,
    response: z.object({ CopiedAccounts: z.number(), TotalCents: z.number() }),
  }),
  ImportBudgets: endpoint({
    method: 'POST',
    path: '/api/Import/Budgets',
    summary: 'Budgets from CSV (AccountNumber, Period1 … Period12): preview, or save',
    access: { claim: 'glaccounts', level: 'create' },
    body: BudgetImportBody,
    response: importResponse,
  }),
  ImportPriorActuals: endpoint({
    method: 'POST',
    path: '/api/Import/PriorActuals',
    summary:
      'Prior actuals beside a fiscal year’s budget from CSV (AccountNumber, Period1 … Period12): preview, or save',
    access: { claim: 'glaccounts', level: 'create' },
    body: BudgetImportBody,
    response: importResponse,
  }),
};
