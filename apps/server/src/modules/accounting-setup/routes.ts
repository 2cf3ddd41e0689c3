import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { addFiscalYear } from './add-fiscal-year';
import { createDefaultAccountingSetup } from './create-default-accounting-setup';
import {
  getCurrentAccountingPeriod,
  getCurrentFiscalYear,
  getCurrentFiscalYearAccountingPeriods,
  getCurrentPeriodDates,
  getPreviousPeriodToTheCurrent,
  getSubsequentPeriodToTheCurrent,
} from './current-period';
import { getAccountsRequired } from './get-accounts-required';
import {
  getAccountingPeriods,
  getAccountingPeriodsByCommunity,
  getAccountingPeriodsByFiscalYear,
  getDefaultPeriods,
} from './get-accounting-periods';
import {
  getAgentAccounting,
  getAgentAccountingDetailGraphs,
  getCommunityIsUsingCostCenters,
} from './get-accounting-profile';
import { getClosedFiscalYearsByCommunity, getFiscalYearsByCommunity } from './get-fiscal-years';
import { acknowledgeOperatingPeriodWarning, getOperatingPeriodStatus } from './operating-period';
import { saveAccountingProfile } from './save-accounting-profile';
import { saveRequiredAccounts } from './save-required-accounts';

export function accountingSetupRoutes(app: FastifyInstance, deps: AppDeps): void {
  const s = contract.accountingSetup;
  bind(app, deps, s.GetFiscalYearsByCommunity, getFiscalYearsByCommunity);
  bind(app, deps, s.GetClosedFiscalYearsByCommunity, getClosedFiscalYearsByCommunity);
  bind(app, deps, s.GetDefaultPeriods, getDefaultPeriods);
  bind(app, deps, s.GetAccountingPeriods, getAccountingPeriods);
  bind(app, deps, s.GetAccountsRequired, getAccountsRequired);
  bind(app, deps, s.GetAgentAccountingDetailGraphs, getAgentAccountingDetailGraphs);
  bind(app, deps, s.CreateDefaultAccountingSetup, createDefaultAccountingSetup);
  bind(app, deps, s.SaveAccountingProfile, saveAccountingProfile);
  bind(app, deps, s.SaveRequiredAccounts, saveRequiredAccounts);
  bind(app, deps, s.AddFiscalYear, addFiscalYear);
  bind(app, deps, s.GetOperatingPeriodStatus, getOperatingPeriodStatus);
  bind(app, deps, s.AcknowledgeOperatingPeriodWarning, acknowledgeOperatingPeriodWarning);
  const a = contract.accounting;
  bind(app, deps, a.GetCurrentAccountingPeriod, getCurrentAccountingPeriod);
  bind(app, deps, a.GetSubsequentPeriodToTheCurrent, getSubsequentPeriodToTheCurrent);
  bind(app, deps, a.GetPreviousPeriodToTheCurrent, getPreviousPeriodToTheCurrent);
  bind(app, deps, a.GetCurrentPeriodDates, getCurrentPeriodDates);
  bind(app, deps, a.GetCurrentFiscalYear, getCurrentFiscalYear);
  bind(app, deps, a.GetCurrentFiscalYearAccountingPeriods, getCurrentFiscalYearAccountingPeriods);
  bind(app, deps, a.GetAccountingPeriodsByCommunity, getAccountingPeriodsByCommunity);
  bind(app, deps, a.GetAccountingPeriodsByFiscalYear, getAccountingPeriodsByFiscalYear);
  bind(app, deps, a.GetCommunityIsUsingCostCenters, getCommunityIsUsingCostCenters);
  bind(app, deps, contract.glAccounts.GetAgentAccounting, getAgentAccounting);
}
