import { GlHistoryMaxPageSize, GlHistoryPageSize } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, isoDate, optionalIdParam } from '../fields';

// General-ledger history of one account and the ledger lines of one item (spec 2 §2 'GL history
// (accountId)', 'GL community item'; §7 GetHistoryHeader). Amounts are integer cents; balances are
// in the account's normal sign (debit-normal for assets and expenses, credit-normal otherwise).

const historyScope = {
  communityAgentId: idParam,
  accountId: idParam,
  /** Lines posted on or before this day; today when absent. */
  asOfDate: isoDate.optional(),
  /** Only lines posted on or after this day (with asOfDate, a date range); all when absent. */
  fromDate: isoDate.optional(),
  /** Only lines of this cost center. */
  costCenterCategoryId: optionalIdParam,
};

export const CostCenterOptionSchema = z.object({
  CostCenterId: z.number(),
  CostCenterNumber: z.string(),
  CostCenterName: z.string(),
});

export const HistoryHeaderSchema = z.object({
  CommunityAgentId: z.number(),
  TopsAccountId: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string(),
  TopsAccountTypeId: z.number(),
  AccountTypeName: z.string(),
  NormalBalance: z.enum(['Debit', 'Credit']),
  AsOfDate: z.string(),
  /** The range's first day, when one was asked for. */
  FromDate: z.string().nullable(),
  CostCenterCategoryId: z.number().nullable(),
  /** The balance as of the date, in the normal sign. */
  Balance: z.number(),
  /** The balance the day before FromDate, in the normal sign; null without a range. */
  OpeningBalance: z.number().nullable(),
  /** Debits, credits and lines through the date, or within the range when FromDate is given. */
  TotalDebit: z.number(),
  TotalCredit: z.number(),
  LineCount: z.number(),
  /** The community's cost centers, for the header's filter. */
  CostCenters: z.array(CostCenterOptionSchema),
});
export type HistoryHeader = z.infer<typeof HistoryHeaderSchema>;

export const HistoryLineSchema = z.object({
  GlLineId: z.number(),
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  PostDate: z.string(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  CostCenterNumber: z.string().nullable(),
  Debit: z.number(),
  Credit: z.number(),
  /** The running balance after this line, in the normal sign. */
  Balance: z.number(),
});
export type HistoryLine = z.infer<typeof HistoryLineSchema>;

export const ItemLedgerLineSchema = z.object({
  GlLineId: z.number(),
  PostDate: z.string(),
  TopsAccountId: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string(),
  CostCenterNumber: z.string().nullable(),
  Description: z.string().nullable(),
  Debit: z.number(),
  Credit: z.number(),
});

export const CommunityItemSchema = z.object({
  TopsItemId: z.number(),
  CommunityAgentId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  StatusName: z.string(),
  PostDate: z.string().nullable(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  TotalDebit: z.number(),
  TotalCredit: z.number(),
  Lines: z.array(ItemLedgerLineSchema),
});
export type CommunityItem = z.infer<typeof CommunityItemSchema>;

export const glHistory = {
  GetHistoryHeader: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetHistoryHeader',
    summary: 'An account’s history header: balance as of a date, optionally of one cost center',
    access: { claim: 'glaccounts', level: 'read' },
    query: z.strictObject({
      ...historyScope,
      /** Sent by the reconciliation screens; the general-ledger header is the same either way. */
      isReconcilingChecks: booleanParam.optional(),
    }),
    response: HistoryHeaderSchema,
  }),
  GetHistory: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetHistory',
    summary: 'An account’s ledger lines, newest first, with the running balance',
    access: { claim: 'glaccounts', level: 'read' },
    query: z.strictObject({
      ...historyScope,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(GlHistoryMaxPageSize).default(GlHistoryPageSize),
    }),
    response: z.object({ TotalCount: z.number(), Lines: z.array(HistoryLineSchema) }),
  }),
  GetCommunityItem: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetCommunityItem',
    summary: 'One item of a community with the ledger lines it posted',
    access: { claim: 'glaccounts', level: 'read' },
    query: z.strictObject({ itemId: idParam }),
    response: CommunityItemSchema,
  }),
};
