import { z } from 'zod';
import { BankReconciliationMessages, FileTypes, ReconciliationMaxDays } from '@hoa/domain';
import { endpoint } from '../endpoint';
import {
  idParam,
  isoDate,
  moneyCents,
  optionalIdParam,
  SuccessResponse,
  entityId as id,
} from '../fields';

// Bank reconciliation (spec 2 §2 'bank reconciliation' route and 'bank reconciliation run' modal,
// §3 'Reconciliation settings', §7 reconciliation calls, §8 'Error processing bank
// reconciliation.'): bank statement lines are matched to the ledger's cash items of the account
// (checks, deposits, transfers, other entries), automatically or by hand, and a statement date and
// ending balance are reconciled to a zero difference and finished. Money is signed integer cents,
// + into the account.

const cents = moneyCents;
const days = z.number().int().min(0).max(ReconciliationMaxDays);

export const ReconciliationSettingsSchema = z.object({
  BankAccountId: z.number().nullable(),
  /** True when the account has no settings of its own and the company's (or defaults) apply. */
  IsInherited: z.boolean(),
  apEnforceCheckNumberMatch: z.boolean(),
  apMaxDays: z.number(),
  arMaxDays: z.number(),
});

export const BankLineSchema = z.object({
  BankTransactionId: z.number(),
  StatementId: z.number().nullable(),
  TransactionDate: z.string(),
  Amount: z.number(),
  TransactionType: z.string(),
  CheckNumber: z.string().nullable(),
  Description: z.string().nullable(),
  MatchId: z.number().nullable(),
  MatchType: z.number().nullable(),
  IsLocked: z.boolean(),
  /** The book items it is matched to. */
  ItemIds: z.array(z.number()),
});
export type ReconBankLine = z.infer<typeof BankLineSchema>;

export const BookItemSchema = z.object({
  /** The item, or the first item of a deposit batch. */
  TopsItemId: z.number(),
  /** Every item of the line: one, or all receipts of a lockbox deposit batch. */
  ItemIds: z.array(z.number()),
  LockboxBatchId: z.number().nullable(),
  Kind: z.enum(['check', 'deposit', 'transfer', 'withdrawal']),
  PostDate: z.string(),
  Amount: z.number(),
  CheckNumber: z.string().nullable(),
  Description: z.string().nullable(),
  ApPaymentId: z.number().nullable(),
  BankTransactionId: z.number().nullable(),
  IsLocked: z.boolean(),
});
export type ReconBookItem = z.infer<typeof BookItemSchema>;

export const ReconciliationSchema = z.object({
  ReconciliationId: z.number().nullable(),
  StatementDate: z.string().nullable(),
  StatementEndingBalance: z.number().nullable(),
  FinishedAt: z.string().nullable(),
  /** The unreconciled difference it was finished with (cents); null while open. */
  FinishedDifference: z.number().nullable(),
  /** Why it was finished with a difference; null when it balanced. */
  DifferenceReason: z.string().nullable(),
});

export const ReconciliationSummarySchema = z.object({
  BankAccountId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  AccountName: z.string(),
  AccountNumber: z.string(),
  TopsAccountId: z.number(),
  /** The cost center whose cash lines alone were reconciled; null for all of the account's. */
  CostCenterCategoryId: z.number().nullable(),
  CostCenterName: z.string().nullable(),
  AsOfDate: z.string(),
  StatementBalance: z.number(),
  OutstandingChecks: z.number(),
  DepositsInTransit: z.number(),
  UnclearedBankTransactions: z.number(),
  AdjustedBalance: z.number(),
  BookBalance: z.number(),
  Difference: z.number(),
  Reconciliation: ReconciliationSchema,
  LastFinishedStatementDate: z.string().nullable(),
});
export type ReconciliationSummary = z.infer<typeof ReconciliationSummarySchema>;

export const MatchRunResultSchema = z.object({
  AccountsProcessed: z.number(),
  Matched: z.number(),
  ClearedChecks: z.number(),
});

export const ReconCriterionSchema = z.object({
  BankReconCriteriaId: z.number(),
  BankAccountId: z.number(),
  DescriptionContains: z.string(),
  TransactionType: z.string().nullable(),
  TopsAccountId: z.number(),
  AccountName: z.string(),
});

const lineFilter = z.enum(['all', 'matched', 'unmatched']).default('all');
const accountQuery = { bankAccountId: idParam };
/**
 * Spec 2's optional costCenterCategoryId of the reconciliation route: the book side (book items,
 * book balance, matching, difference) is the cash lines of that cost center only.
 */
const costCenterQuery = { ...accountQuery, costCenterCategoryId: optionalIdParam };
const costCenterBody = { CostCenterCategoryId: id.nullable().default(null) };
const pdf = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The report as PDF' });

export const bankReconciliation = {
  GetAccounts: endpoint({
    method: 'GET',
    path: '/api/BankReconciliation/GetAccounts',
    summary: 'The live bank accounts of a community that can be reconciled',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(
      z.object({
        BankAccountId: z.number(),
        AccountName: z.string(),
        AccountNumber: z.string(),
        TopsAccountId: z.number(),
        /** The bank's alias: what the reconciliation run (ExecuteBankReconciliation) names. */
        BankAlias: z.string().nullable(),
      }),
    ),
  }),
  GetSummary: endpoint({
    method: 'GET',
    path: '/api/BankReconciliation/GetSummary',
    summary: 'Book balance, outstanding items and unreconciled difference of an account',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ ...costCenterQuery, asOfDate: isoDate.optional() }),
    response: ReconciliationSummarySchema,
  }),
  GetCurrentBalance: endpoint({
    method: 'GET',
    path: '/api/BankReconciliation/GetCurrentBalance',
    summary: 'The book balance of the account’s cash GL account as of a date',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ ...costCenterQuery, asOfDate: isoDate.optional() }),
    response: z.object({ BankAccountId: z.number(), AsOfDate: z.string(), Balance: z.number() }),
  }),
  GetBankTransactions: endpoint({
    method: 'GET',
    path: '/api/BankReconciliation/GetBankTransactions',
    summary: 'The bank pane: statement lines up to a date, matched, unmatched or all',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ ...accountQuery, asOfDate: isoDate.optional(), filter: lineFilter }),
    response: z.array(BankLineSchema),
  }),
  GetBookItems: endpoint({
    method: 'GET',
    path: '/api/BankReconciliation/GetBookItems',
    summary: 'The book pane: cash items of the account up to a date, matched, unmatched or all',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ ...costCenterQuery, asOfDate: isoDate.optional(), filter: lineFilter }),
    response: z.array(BookItemSchema),
  }),
  GetBatchInnerItems: endpoint({
    method: 'GET',
    path: '/api/BankReconciliation/GetBatchInnerItems',
    summary: 'The receipts of a lockbox deposit batch (one book line)',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ ...costCenterQuery, lockboxBatchId: idParam }),
    response: z.array(
      z.object({
        TopsItemId: z.number(),
        PostDate: z.string(),
        Amount: z.number(),
        Description: z.string().nullable(),
      }),
    ),
  }),
  GetSettings: endpoint({
    method: 'GET',
    path: '/api/BankReconciliation/GetSettings',
    summary: 'Matching settings of a bank account (its own, else the company’s, else defaults)',
    query: z.strictObject({ bankAccountId: idParam.optional() }),
    response: ReconciliationSettingsSchema,
  }),
  SaveSettings: endpoint({
    method: 'POST',
    path: '/api/BankReconciliation/SaveSettings',
    summary: 'Save the matching settings of the company, or of one bank account',
    body: z.strictObject({
      BankAccountId: id.nullable().default(null),
      apEnforceCheckNumberMatch: z.boolean(),
      apMaxDays: days,
      arMaxDays: days,
    }),
    response: ReconciliationSettingsSchema,
  }),
  DeleteAccountSettings: endpoint({
    method: 'POST',
    path: '/api/BankReconciliation/DeleteAccountSettings',
    summary: 'Drop a bank account’s own settings so the company’s apply',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({ BankAccountId: id }),
    response: SuccessResponse,
  }),
  Rematch: endpoint({
    method: 'POST',
    path: '/api/BankReconciliation/Rematch',
    summary: 'Clear the unlocked automatic matches of the account and match again',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({ BankAccountId: id, processDate: isoDate.optional(), ...costCenterBody }),
    response: MatchRunResultSchema,
  }),
  MatchTransactions: endpoint({
    method: 'POST',
    path: '/api/BankReconciliation/MatchTransactions',
    summary: 'Match one bank transaction to book items that add up to it',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({
      BankTransactionId: id,
      ItemIds: z.array(id).min(1).max(1000),
      ...costCenterBody,
    }),
    response: SuccessResponse,
  }),
  UnmatchTransaction: endpoint({
    method: 'POST',
    path: '/api/BankReconciliation/UnmatchTransaction',
    summary: 'Undo the (unlocked) match of a bank transaction',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({ BankTransactionId: id }),
    response: SuccessResponse,
  }),
  SaveReconciliation: endpoint({
    method: 'POST',
    path: '/api/BankReconciliation/SaveReconciliation',
    summary: 'Start or update the account’s open reconciliation: statement date and ending balance',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({
      BankAccountId: id,
      StatementDate: isoDate,
      StatementEndingBalance: cents,
      ...costCenterBody,
    }),
    response: ReconciliationSummarySchema,
  }),
  FinishReconciliation: endpoint({
    method: 'POST',
    path: '/api/BankReconciliation/FinishReconciliation',
    summary:
      'Finish a reconciliation: lock its statements and matches (a difference other than zero needs DifferenceReason)',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({
      ReconciliationId: id,
      DifferenceReason: z
        .string()
        .trim()
        .max(BankReconciliationMessages.differenceReasonMax)
        .optional(),
      ...costCenterBody,
    }),
    response: ReconciliationSummarySchema,
  }),
  GetUnclearedBankTransaction: endpoint({
    method: 'GET',
    path: '/api/BankReconciliation/GetUnclearedBankTransaction',
    summary: 'Bank transactions with no book item, up to a date',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ ...accountQuery, asOfDate: isoDate.optional() }),
    response: z.array(BankLineSchema.extend({ SuggestedTopsAccountId: z.number().nullable() })),
  }),
  RemoveUnclearedBankTransaction: endpoint({
    method: 'POST',
    path: '/api/BankReconciliation/RemoveUnclearedBankTransaction',
    summary: 'Remove an uncleared (unmatched, unlocked) bank transaction',
    access: { claim: 'bank', level: 'delete' },
    body: z.strictObject({ BankTransactionId: id }),
    response: SuccessResponse,
  }),
  ExecuteBankReconciliation: endpoint({
    method: 'POST',
    path: '/api/SmartBankingOnDemand/ExecuteBankReconciliation',
    summary: 'Run automatic matching for a bank’s accounts up to a process date',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({
      bankAlias: z.string().trim().min(1).max(10),
      processDate: isoDate,
      accountNumberFilter: z.string().trim().max(50).optional(),
    }),
    response: MatchRunResultSchema,
  }),
  GetBankReconCriteria: endpoint({
    method: 'GET',
    path: '/api/Crm/GetBankReconCriteria',
    summary: 'Reconciliation criteria of a bank account',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject(accountQuery),
    response: z.array(ReconCriterionSchema),
  }),
  SaveBankReconCriteria: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveBankReconCriteria',
    summary: 'Replace the reconciliation criteria of a bank account',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({
      BankAccountId: id,
      Criteria: z
        .array(
          z.strictObject({
            DescriptionContains: z.string().trim().min(1).max(100),
            TransactionType: z.string().trim().min(1).max(20).nullable().default(null),
            TopsAccountId: id,
          }),
        )
        .max(100),
    }),
    response: z.array(ReconCriterionSchema),
  }),
  DeleteAllBankReconCriteria: endpoint({
    method: 'DELETE',
    path: '/api/Crm/DeleteAllBankReconCriteria/:id',
    summary: 'Delete every reconciliation criterion of a bank account',
    access: { claim: 'bank', level: 'delete' },
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  GetBankAccountUnreconciledDifference: endpoint({
    method: 'POST',
    path: '/api/Crm/GetBankAccountUnreconciledDifference',
    summary: 'The unreconciled difference of a bank account as of a date',
    access: { claim: 'bank', level: 'read' },
    body: z.strictObject({ bankId: id, asOfDate: isoDate }),
    response: z.object({ BankAccountId: z.number(), AsOfDate: z.string(), Difference: z.number() }),
  }),
  CountUnreconciledTransactions: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/CountUnreconciledTransactions',
    summary: 'Unmatched bank transactions and book items of a bank account',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ ...costCenterQuery, asOfDate: isoDate.optional() }),
    response: z.object({ BankTransactions: z.number(), BookItems: z.number(), Total: z.number() }),
  }),
  GetUnmatchedTransactionKpiByBankAccountId: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetUnmatchedTransactionKpiByBankAccountId',
    summary: 'Count and total of the unmatched bank transactions, by direction',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject(accountQuery),
    response: z.object({
      UnmatchedCredits: z.number(),
      UnmatchedCreditsAmount: z.number(),
      UnmatchedDebits: z.number(),
      UnmatchedDebitsAmount: z.number(),
    }),
  }),
  GetBankTransactionKpiDetails: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetBankTransactionKpiDetails',
    summary: 'Bank transactions of an account by match state: count and total',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject(accountQuery),
    response: z.array(
      z.object({
        State: z.enum(['auto', 'manual', 'unmatched', 'locked']),
        Count: z.number(),
        Amount: z.number(),
      }),
    ),
  }),
  GetAgentBankAccountStatementDates: endpoint({
    method: 'POST',
    path: '/api/Report/GetAgentBankAccountStatementDates/:id',
    summary: 'Statement dates of a community’s bank accounts (finished reconciliations, imports)',
    access: { claim: 'bank', level: 'read' },
    params: z.strictObject({ id: idParam }),
    response: z.array(
      z.object({
        BankAccountId: z.number(),
        AccountName: z.string(),
        StatementDate: z.string(),
        ReconciliationId: z.number().nullable(),
        IsFinished: z.boolean(),
      }),
    ),
  }),
  BankReconciliationReport: endpoint({
    method: 'GET',
    path: '/api/Report/BankReconciliation',
    summary: 'Bank reconciliation report PDF with the statement attached',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({
      ...costCenterQuery,
      reconciliationId: idParam.optional(),
      asOfDate: isoDate.optional(),
    }),
    response: pdf,
    download: [FileTypes.Pdf],
  }),
  MultiBankReconciliationReport: endpoint({
    method: 'GET',
    path: '/api/Report/MultiBankReconciliation',
    summary: 'Reconciliation summary of every bank account of a community (feature flag)',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, asOfDate: isoDate.optional() }),
    response: pdf,
    download: [FileTypes.Pdf],
  }),
};
