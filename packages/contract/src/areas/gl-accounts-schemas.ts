import { AccountNameMaxLength, AccountNumberMaxLength } from '@hoa/domain';
import { z } from 'zod';
import { isoDate, entityId as id } from '../fields';

const accountTypeId = z.number().int().min(0).max(12);
const accountNumber = z
  .string()
  .trim()
  .min(1, 'Account number is required.')
  .max(AccountNumberMaxLength);

export const GlAccountSchema = z.object({
  TopsAccountId: z.number(),
  CommunityAgentId: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string(),
  TopsAccountTypeId: z.number(),
  AccountTypeName: z.string(),
  AccountGroup: z.string(),
  CostCenterId: z.number().nullable(),
  CostCenterNumber: z.string().nullable(),
  CostCenterName: z.string().nullable(),
  IsActive: z.boolean(),
});
export type GlAccount = z.infer<typeof GlAccountSchema>;

/** A chart row: the account with its balance (debits minus credits, cents) and required links. */
export const ChartAccountSchema = GlAccountSchema.extend({
  BalanceCents: z.number(),
  RequiredTypeIds: z.array(z.number()),
});
export type ChartAccount = z.infer<typeof ChartAccountSchema>;

export const SaveAccountBody = z.strictObject({
  /** Present when editing. */
  TopsAccountId: id.optional(),
  CommunityAgentId: id,
  AccountNumber: accountNumber,
  AccountName: z.string().trim().min(1, 'Account name is required.').max(AccountNameMaxLength),
  TopsAccountTypeId: accountTypeId,
  CostCenterId: id.nullable().default(null),
  IsActive: z.boolean().default(true),
});
export type SaveAccountBody = z.input<typeof SaveAccountBody>;

export const CanDeleteSchema = z.object({
  CanDelete: z.boolean(),
  /** Why not, one sentence each; empty when it can. */
  Reasons: z.array(z.string()),
});

export const AccountHeaderSchema = z.object({
  TopsAccountId: z.number(),
  AccountNumber: z.string(),
  AccountName: z.string(),
  TopsAccountTypeId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
});

export const AccountRangeSchema = z.object({
  AccountRangeId: z.number(),
  TopsAccountTypeId: z.number(),
  AccountTypeName: z.string(),
  AccountGroup: z.string(),
  StartNumber: z.string(),
  EndNumber: z.string(),
});
export type AccountRange = z.infer<typeof AccountRangeSchema>;

export const AccountRangeInputSchema = z.strictObject({
  TopsAccountTypeId: accountTypeId,
  StartNumber: accountNumber,
  EndNumber: accountNumber,
});

export const CostCenterSchema = z.object({
  CostCenterId: z.number(),
  CommunityAgentId: z.number(),
  CostCenterNumber: z.string(),
  CostCenterName: z.string(),
});
export type CostCenter = z.infer<typeof CostCenterSchema>;

export const SaveCostCenterBody = z.strictObject({
  CostCenterId: id.optional(),
  CommunityAgentId: id,
  CostCenterNumber: z.string().trim().min(1, 'Cost center number is required.').max(20),
  CostCenterName: z.string().trim().min(1, 'Cost center name is required.').max(100),
});

export const FundSchema = z.object({
  FundId: z.number(),
  CommunityAgentId: z.number(),
  Name: z.string(),
  FundTypeId: z.number(),
  FundTypeName: z.string(),
});
export type Fund = z.infer<typeof FundSchema>;

export const SaveFundBody = z.strictObject({
  FundId: id.optional(),
  CommunityAgentId: id,
  Name: z.string().trim().min(1, 'Fund name is required.').max(100),
  FundTypeId: z.number().int().min(1).max(4),
});

export const DefaultAccountSchema = z.object({
  AccountNumber: z.string(),
  AccountName: z.string(),
  TopsAccountTypeId: z.number(),
  AccountTypeName: z.string(),
  /** The community already has an account with this number. */
  Exists: z.boolean(),
});

/** A ledger line of the source account that a merge may move. */
export const MergeHistoryLineSchema = z.object({
  GlLineId: z.number(),
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  PostDate: z.string(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  DebitCents: z.number(),
  CreditCents: z.number(),
  CostCenterId: z.number().nullable(),
  /** A line in a closed period or year cannot be moved. */
  IsPeriodOpen: z.boolean(),
});
export type MergeHistoryLine = z.infer<typeof MergeHistoryLineSchema>;

/** Source, target and filter may be missing: the server answers with the spec's messages. */
export const MergeAccountHistoryBody = z.strictObject({
  CommunityAgentId: id,
  SourceAccountId: id.nullable(),
  TargetAccountId: id.nullable(),
  Filter: z.strictObject({ StartDate: isoDate, EndDate: isoDate }).nullable(),
  GlLineIds: z.array(id).max(100_000),
  /** A merge of GL accounts: the source is made inactive once all its history is moved. */
  DeactivateSourceAccount: z.boolean().default(false),
});
export type MergeAccountHistoryBody = z.input<typeof MergeAccountHistoryBody>;

export const MergeResultSchema = z.object({
  TopsItemId: z.number(),
  MovedLineCount: z.number(),
  MovedDebitCents: z.number(),
  MovedCreditCents: z.number(),
  SourceAccountIsActive: z.boolean(),
});
