import { FileTypes } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, isoDate, entityId as id } from '../fields';
import { OwnerCodeBalanceSchema } from './crm-schemas';

// The owner ledger (spec 3 §2 drawers 'Owner activity' 640px, §4 'Removing a transaction', §6
// 'for owners the parent agent is used for parent code balances', §7 'Items', 'Communications',
// KPI calls, §8). Money is integer cents: + the owner owes, − the owner is ahead.

/** A property, or an owner-like agent (its property's billed owner is used when it has none). */
const balanceQuery = z.strictObject({ propertyAgentId: idParam, asOfDate: isoDate.optional() });

export const OwnerActivityRowSchema = z.object({
  TopsItemId: z.number(),
  TopsItemAgentId: z.number().nullable(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  TopsStatusId: z.number(),
  PostDate: z.string(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  CodeAlias: z.string(),
  /** Signed cents of the line. */
  Amount: z.number(),
  /** The owner's running balance after the line. */
  Balance: z.number(),
});
export type OwnerActivityRow = z.infer<typeof OwnerActivityRowSchema>;

export const OwnerActivitySchema = z.object({
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  PropertyAgentId: z.number().nullable(),
  CommunityAgentId: z.number(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  OpeningBalance: z.number(),
  Rows: z.array(OwnerActivityRowSchema),
  ClosingBalance: z.number(),
});
export type OwnerActivity = z.infer<typeof OwnerActivitySchema>;

export const AgingTotalsSchema = z.object({
  Current: z.number(),
  Days30: z.number(),
  Days60: z.number(),
  Days90: z.number(),
  Total: z.number(),
});

export const ArCommunityKpiSchema = z.object({
  CommunityAgentId: z.number(),
  AsOfDate: z.string(),
  /** What owners owe, prepaid credits left out. */
  TotalReceivable: z.number(),
  /** Prepaid credits held (a positive amount). */
  TotalPrepaid: z.number(),
  OwnersCount: z.number(),
  OwnersWithBalance: z.number(),
  /** Owners with a part of their balance 30 days or older. */
  DelinquentOwners: z.number(),
  Aging: AgingTotalsSchema,
});
export type ArCommunityKpi = z.infer<typeof ArCommunityKpiSchema>;

export const ChargeBreakdownSchema = z.object({
  CommunityAgentId: z.number(),
  TotalBalance: z.number(),
  Codes: z.array(
    z.object({
      TopsCodeId: z.number(),
      CodeAlias: z.string(),
      CodeName: z.string(),
      TopsCodeTypeId: z.number(),
      Balance: z.number(),
      Owners: z.number(),
    }),
  ),
});
export type ChargeBreakdown = z.infer<typeof ChargeBreakdownSchema>;

export const TopOwnerBalanceSchema = z.object({
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  PropertyAgentId: z.number().nullable(),
  AccountNumber: z.string().nullable(),
  Balance: z.number(),
});

export const MonthlyArActivitySchema = z.object({
  /** 'YYYY-MM' */
  Month: z.string(),
  Charges: z.number(),
  /** Payments, waives and other credits, as a positive amount. */
  Credits: z.number(),
});

export const RemovalAgentSchema = z.object({
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  CodeAlias: z.string(),
  /** The code balance the removal would leave (negative). */
  Balance: z.number(),
});

/** A removal's outcome: removed, or a rule violation (spec 1 §3.5b ids) the user decides on. */
export const RemoveItemResultSchema = z.object({
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  IsRemoved: z.boolean(),
  /** 2 AR negative code balance, 4 contains ACH owners; null when removed or another reason. */
  RuleViolationId: z.number().nullable(),
  /** Why it was not removed; null when removed. */
  Message: z.string().nullable(),
  /** May the user retry with bypassValidation. */
  CanBypass: z.boolean(),
  Agents: z.array(RemovalAgentSchema),
});
export type RemoveItemResult = z.infer<typeof RemoveItemResultSchema>;

const fileResponse = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The owner history workbook' });

export const ownerLedger = {
  GetOwnerCodeBalancesWithoutPrepaid: endpoint({
    method: 'GET',
    path: '/api/Crm/GetOwnerCodeBalancesWithoutPrepaid',
    summary:
      'Balance per charge code of a property’s billed owner (an owner’s property), prepaid left out; as of a date or current',
    query: balanceQuery,
    response: z.array(OwnerCodeBalanceSchema),
  }),
  GetOwnerCodeBalancesWithPrepaid: endpoint({
    method: 'GET',
    path: '/api/Crm/GetOwnerCodeBalancesWithPrepaid',
    summary: 'Balance per charge code of a property’s billed owner, prepaid codes included',
    query: balanceQuery,
    response: z.array(OwnerCodeBalanceSchema),
  }),
  GetOwnerActivity: endpoint({
    method: 'GET',
    path: '/api/OwnerLedger/GetOwnerActivity',
    summary: 'An owner’s posted transactions with the running balance (the owner activity drawer)',
    query: z.strictObject({
      agentId: idParam,
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
      /** Also the transactions of the property's earlier owners (before a resale). */
      includeHistoricTransactions: booleanParam.default(false),
      /** Start the running balance at zero instead of the balance brought forward. */
      isZeroBalanceForward: booleanParam.default(false),
    }),
    response: OwnerActivitySchema,
  }),
  GetOwnerHistory: endpoint({
    method: 'POST',
    path: '/api/Communications/GetOwnerHistory',
    summary: 'An owner’s history as an Excel workbook (xls 1 or xlsx 2)',
    body: z.strictObject({
      propertyAgentId: id,
      /** Without a start date, the history starts this many days before the end (default 30). */
      daysToStartFrom: z.number().int().min(0).max(36_600).default(30),
      startDate: isoDate.nullable().default(null),
      endDate: isoDate.nullable().default(null),
      executedOn: isoDate.nullable().default(null),
      /** Also the transactions of the property's earlier owners (before a resale). */
      includeHistoricTransactions: z.boolean().default(false),
      /** Start from zero instead of the balance brought forward. */
      isZeroBalanceForward: z.boolean().default(false),
      format: z.literal([1, 2]).default(2),
    }),
    response: fileResponse,
    download: [FileTypes.Xlsx],
  }),
  GetOwnerBalanceKpiChargeBreakdown: endpoint({
    method: 'GET',
    path: '/api/OwnerBalanceKpi/GetOwnerBalanceKpiChargeBreakdown',
    summary: 'What owners of a community owe, per charge code',
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: ChargeBreakdownSchema,
  }),
  GetAccountsReceivableCommunityKpi: endpoint({
    method: 'GET',
    path: '/api/Item/GetAccountsReceivableCommunityKpi',
    summary: 'A community’s receivable: totals, owners delinquent, aging buckets',
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, asOfDate: isoDate.optional() }),
    response: ArCommunityKpiSchema,
  }),
  GetTopOwnerBalances: endpoint({
    method: 'GET',
    path: '/api/OwnerLedger/GetTopOwnerBalances',
    summary: 'The owners of a community who owe the most',
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      take: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: z.array(TopOwnerBalanceSchema),
  }),
  GetArMonthlyActivity: endpoint({
    method: 'GET',
    path: '/api/OwnerLedger/GetArMonthlyActivity',
    summary: 'Charges and credits posted to owners per month, for the AR payments dashboard',
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      endDate: isoDate.optional(),
      months: z.coerce.number().int().min(1).max(36).default(12),
    }),
    response: z.array(MonthlyArActivitySchema),
  }),
  RemoveItem: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Item/RemoveItem',
    summary:
      'Removes an owner transaction (reversed when posted), or with agentId only that owner; rule violations come back for the user to decide',
    body: z.strictObject({
      itemId: id,
      agentId: id.nullable().default(null),
      bypassValidation: z.boolean().default(false),
    }),
    response: RemoveItemResultSchema,
  }),
  RemoveItemAgent: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Item/RemoveItemAgent',
    summary: 'Removes one owner (item agent) from an owner transaction',
    body: z.strictObject({ itemAgentId: id, bypassValidation: z.boolean().default(false) }),
    response: RemoveItemResultSchema,
  }),
};
