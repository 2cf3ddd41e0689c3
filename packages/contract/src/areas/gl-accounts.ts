import { AccountSearchTake } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idListParam, idParam, isoDate, SuccessResponse } from '../fields';
import {
  AccountingProfileSchema,
  communityParams,
  communityQuery,
} from './accounting-setup-schemas';
import {
  AccountHeaderSchema,
  AccountRangeInputSchema,
  AccountRangeSchema,
  CanDeleteSchema,
  ChartAccountSchema,
  CostCenterSchema,
  DefaultAccountSchema,
  FundSchema,
  GlAccountSchema,
  MergeAccountHistoryBody,
  MergeHistoryLineSchema,
  MergeResultSchema,
  SaveAccountBody,
  SaveCostCenterBody,
  SaveFundBody,
} from './gl-accounts-schemas';

export * from './gl-accounts-schemas';

const accountQuery = z.strictObject({ accountId: idParam });
const idParams = z.strictObject({ id: idParam });
const searchTerm = z.string().trim().max(100).optional();

/** /api/GeneralLedger: chart of accounts, ranges, cost centers (categories), funds, merge. */
export const glAccounts = {
  GetChartOfAccounts: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetChartOfAccounts',
    summary: 'Every account of a community by number, with balance and required links',
    query: z.strictObject({ communityAgentId: idParam, includeInactive: booleanParam.optional() }),
    response: z.array(ChartAccountSchema),
  }),
  GetAccount: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetAccount',
    summary: 'One account',
    query: accountQuery,
    response: GlAccountSchema,
  }),
  SearchAccounts: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/SearchAccounts',
    summary: 'Active accounts of a community whose number or name contains the term',
    query: z.strictObject({
      communityAgentId: idParam,
      searchTerm,
      accountTypeIds: idListParam.optional(),
      includeInactive: booleanParam.optional(),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(AccountSearchTake).default(AccountSearchTake),
    }),
    response: z.array(GlAccountSchema),
  }),
  SearchAccount: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/SearchAccount',
    summary: 'The account with this number (without cost center first), or null',
    query: z.strictObject({
      communityAgentId: idParam,
      accountNumber: z.string().trim().min(1).max(50),
    }),
    response: GlAccountSchema.nullable(),
  }),
  SearchAccountHeaders: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/SearchAccountHeaders',
    summary: 'Accounts in the caller’s communities matching a term, with the community name',
    query: z.strictObject({
      searchTerm: z.string().trim().min(1).max(100),
      take: z.coerce.number().int().min(1).max(AccountSearchTake).default(25),
    }),
    response: z.array(AccountHeaderSchema),
  }),
  CountAccounts: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/CountAccounts',
    summary: 'How many accounts a community has',
    query: communityQuery,
    response: z.object({ Count: z.number() }),
  }),
  SaveAccount: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/SaveAccount',
    summary: 'Create or edit an account: number unique per cost center and within its type range',
    body: SaveAccountBody,
    response: GlAccountSchema,
  }),
  CanDeleteAccount: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/CanDeleteAccount',
    summary: 'Whether the account can be deleted, and why not',
    query: accountQuery,
    response: CanDeleteSchema,
  }),
  CanDeleteCommunityAccount: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/CanDeleteCommunityAccount',
    summary: 'The same for the account number in every cost center of the community',
    query: accountQuery,
    response: CanDeleteSchema,
  }),
  DeleteAccount: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/DeleteAccount/:id',
    summary: 'Delete an account nothing refers to',
    params: idParams,
    response: SuccessResponse,
  }),
  DeleteCommunityAccount: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/DeleteCommunityAccount/:id',
    summary: 'Delete the account number in every cost center of the community',
    params: idParams,
    response: z.object({ DeletedCount: z.number() }),
  }),
  GetDefaultAccounts: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetDefaultAccounts',
    summary: 'The standard HOA chart, marking numbers the community already has',
    query: communityQuery,
    response: z.array(DefaultAccountSchema),
  }),
  CreateDefaultAccounts: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/CreateDefaultAccounts/:communityAgentId',
    summary: 'Add the standard chart’s missing accounts (and the standard ranges when none)',
    params: communityParams,
    response: z.object({ CreatedCount: z.number(), Accounts: z.array(ChartAccountSchema) }),
  }),
  GetAccountRanges: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetAccountRanges',
    summary: 'The account number range of each account type',
    query: communityQuery,
    response: z.array(AccountRangeSchema),
  }),
  HasAccountRanges: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/HasAccountRanges',
    summary: 'Whether the community has account ranges',
    query: communityQuery,
    response: z.boolean(),
  }),
  SaveAccountRanges: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/SaveAccountRanges/:communityAgentId',
    summary: 'Replace the ranges; existing accounts must fit them',
    params: communityParams,
    body: z.array(AccountRangeInputSchema).max(13),
    response: z.array(AccountRangeSchema),
  }),
  GetAgentAccounting: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetAgentAccounting',
    summary: 'The accounting profile of a community, or null',
    query: z.strictObject({ agentId: idParam }),
    response: AccountingProfileSchema.nullable(),
  }),
  GetCostCenters: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetCostCenters',
    summary: 'The cost centers of a community',
    query: communityQuery,
    response: z.array(CostCenterSchema),
  }),
  GetCategory: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetCategory',
    summary: 'One cost center (cost center category)',
    query: z.strictObject({ costCenterCategoryId: idParam }),
    response: CostCenterSchema,
  }),
  SearchCategories: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/SearchCategories',
    summary: 'Cost centers of a community whose number or name contains the term',
    query: z.strictObject({ communityAgentId: idParam, searchTerm }),
    response: z.array(CostCenterSchema),
  }),
  GetCommunityDefaultCostCenter: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetCommunityDefaultCostCenter',
    summary: 'The lowest-numbered cost center when the community uses cost centers, else null',
    query: communityQuery,
    response: CostCenterSchema.nullable(),
  }),
  SaveCostCenter: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/SaveCostCenter',
    summary: 'Create or rename a cost center',
    body: SaveCostCenterBody,
    response: CostCenterSchema,
  }),
  DeleteCostCenter: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/DeleteCostCenter/:id',
    summary: 'Delete a cost center no account or entry uses',
    params: idParams,
    response: SuccessResponse,
  }),
  GetFunds: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetFunds',
    summary: 'The funds of a community',
    query: communityQuery,
    response: z.array(FundSchema),
  }),
  SaveFund: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/SaveFund',
    summary: 'Create or edit a fund',
    body: SaveFundBody,
    response: FundSchema,
  }),
  DeleteFund: endpoint({
    method: 'POST',
    path: '/api/GeneralLedger/DeleteFund/:id',
    summary: 'Delete a fund (the screen confirms first)',
    params: idParams,
    response: SuccessResponse,
  }),
  GetAccountMergeHistory: endpoint({
    method: 'GET',
    path: '/api/GeneralLedger/GetAccountMergeHistory',
    summary: 'Ledger lines of the source account in the filter that a merge may move',
    query: z.strictObject({
      communityAgentId: idParam,
      accountId: idParam,
      startDate: isoDate,
      endDate: isoDate,
    }),
    response: z.array(MergeHistoryLineSchema),
  }),
  MergeAccountHistory: endpoint({
    method: 'PUT',
    idempotent: true,
    path: '/api/GeneralLedger/MergeAccountHistory',
    summary: 'Move selected lines to the target account by posting one transfer entry (type 60)',
    body: MergeAccountHistoryBody,
    response: MergeResultSchema,
  }),
};
