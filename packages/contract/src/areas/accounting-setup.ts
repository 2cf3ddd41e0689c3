import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate } from '../fields';
import {
  AccountingFrequencyIdSchema,
  AccountingGraphSchema,
  AccountingPeriodSchema,
  AccountsRequiredSchema,
  communityParams,
  communityQuery,
  CreateDefaultAccountingSetupBody,
  currentQuery,
  DefaultPeriodSchema,
  FiscalYearSchema,
  OperatingPeriodStatusSchema,
  PeriodDatesSchema,
  SaveAccountingProfileBody,
  SaveRequiredAccountsBody,
} from './accounting-setup-schemas';

export * from './accounting-setup-schemas';

/** /api/AccountingSetup: the accounting profile, fiscal years and required accounts. */
export const accountingSetup = {
  GetFiscalYearsByCommunity: endpoint({
    method: 'GET',
    path: '/api/AccountingSetup/GetFiscalYearsByCommunity',
    summary: 'The fiscal years of a community, oldest first',
    query: communityQuery,
    response: z.array(FiscalYearSchema),
  }),
  GetClosedFiscalYearsByCommunity: endpoint({
    method: 'GET',
    path: '/api/AccountingSetup/GetClosedFiscalYearsByCommunity',
    summary: 'The closed fiscal years of a community',
    query: communityQuery,
    response: z.array(FiscalYearSchema),
  }),
  GetDefaultPeriods: endpoint({
    method: 'GET',
    path: '/api/AccountingSetup/GetDefaultPeriods',
    summary: 'The periods a setup would make: monthly 12 or quarterly 4, all open',
    access: { claim: 'glaccounts', level: 'read' },
    query: z.strictObject({
      startDate: isoDate.optional(),
      frequencyId: z.coerce.number().pipe(AccountingFrequencyIdSchema).optional(),
    }),
    response: z.array(DefaultPeriodSchema),
  }),
  GetAccountingPeriods: endpoint({
    method: 'GET',
    path: '/api/AccountingSetup/GetAccountingPeriods',
    summary: 'The periods of the community’s latest fiscal year',
    query: communityQuery,
    response: z.array(AccountingPeriodSchema),
  }),
  GetAccountsRequired: endpoint({
    method: 'GET',
    path: '/api/AccountingSetup/GetAccountsRequired',
    summary: 'Required accounts 1–8 of a community with the account chosen for each',
    access: { claim: 'glaccounts', level: 'read' },
    query: communityQuery,
    response: AccountsRequiredSchema,
  }),
  GetAgentAccountingDetailGraphs: endpoint({
    method: 'GET',
    path: '/api/AccountingSetup/GetAgentAccountingDetailGraphs',
    summary: 'The accounting profile of a community with its fiscal years and periods',
    access: { claim: 'glaccounts', level: 'read' },
    query: z.strictObject({ agentId: idParam }),
    response: z.array(AccountingGraphSchema),
  }),
  CreateDefaultAccountingSetup: endpoint({
    method: 'POST',
    path: '/api/AccountingSetup/CreateDefaultAccountingSetup',
    summary: 'Make a profile and a first fiscal year of open periods (defaults: accrual, monthly)',
    access: { claim: 'glaccounts', level: 'create' },
    body: CreateDefaultAccountingSetupBody,
    response: AccountingGraphSchema,
  }),
  SaveAccountingProfile: endpoint({
    method: 'POST',
    path: '/api/AccountingSetup/SaveAccountingProfile',
    summary: 'Save the profile; new periods make the first fiscal year, period ids open or close',
    body: SaveAccountingProfileBody,
    response: AccountingGraphSchema,
  }),
  SaveRequiredAccounts: endpoint({
    method: 'POST',
    path: '/api/AccountingSetup/SaveRequiredAccounts/:communityAgentId',
    summary: 'Replace the required accounts; types 1, 2, 4, and 6 or 8 must be chosen',
    access: { claim: 'glaccounts', level: 'update' },
    params: communityParams,
    body: SaveRequiredAccountsBody,
    response: AccountsRequiredSchema,
  }),
  AddFiscalYear: endpoint({
    method: 'POST',
    path: '/api/AccountingSetup/AddFiscalYear/:communityAgentId',
    summary: 'Accounting year setup: the fiscal year after the latest, every period open',
    access: { claim: 'glaccounts', level: 'create' },
    params: communityParams,
    response: AccountingGraphSchema,
  }),
  GetOperatingPeriodStatus: endpoint({
    method: 'GET',
    path: '/api/AccountingSetup/GetOperatingPeriodStatus',
    summary: 'Whether to show the open operating period warning (once per community)',
    query: currentQuery,
    response: OperatingPeriodStatusSchema,
  }),
  AcknowledgeOperatingPeriodWarning: endpoint({
    method: 'POST',
    path: '/api/AccountingSetup/AcknowledgeOperatingPeriodWarning/:communityAgentId',
    summary: 'Remember that the warning was shown',
    params: communityParams,
    response: OperatingPeriodStatusSchema,
  }),
};

/** /api/Accounting: current period and fiscal year lookups used by every posting screen. */
export const accounting = {
  GetCurrentAccountingPeriod: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetCurrentAccountingPeriod',
    summary: 'The period holding the date (today by default), or null',
    query: currentQuery,
    response: AccountingPeriodSchema.nullable(),
  }),
  GetSubsequentPeriodToTheCurrent: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetSubsequentPeriodToTheCurrent',
    summary: 'The period after the current one, or null',
    query: currentQuery,
    response: AccountingPeriodSchema.nullable(),
  }),
  GetPreviousPeriodToTheCurrent: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetPreviousPeriodToTheCurrent',
    summary: 'The period before the current one, or null',
    query: currentQuery,
    response: AccountingPeriodSchema.nullable(),
  }),
  GetCurrentPeriodDates: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetCurrentPeriodDates',
    summary: 'Start and end of the current period, or null',
    query: currentQuery,
    response: PeriodDatesSchema.nullable(),
  }),
  GetCurrentFiscalYear: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetCurrentFiscalYear',
    summary: 'The fiscal year holding the date, or null',
    query: currentQuery,
    response: FiscalYearSchema.nullable(),
  }),
  GetCurrentFiscalYearAccountingPeriods: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetCurrentFiscalYearAccountingPeriods',
    summary: 'The periods of the current fiscal year (empty when none holds the date)',
    query: currentQuery,
    response: z.array(AccountingPeriodSchema),
  }),
  GetAccountingPeriodsByCommunity: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetAccountingPeriodsByCommunity',
    summary: 'Every period of every fiscal year of a community',
    query: communityQuery,
    response: z.array(AccountingPeriodSchema),
  }),
  GetAccountingPeriodsByFiscalYear: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetAccountingPeriodsByFiscalYear',
    summary: 'The periods of one fiscal year',
    query: z.strictObject({ fiscalYearId: idParam }),
    response: z.array(AccountingPeriodSchema),
  }),
  GetCommunityIsUsingCostCenters: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetCommunityIsUsingCostCenters',
    summary: 'Whether the community’s profile uses cost centers',
    query: communityQuery,
    response: z.boolean(),
  }),
};
