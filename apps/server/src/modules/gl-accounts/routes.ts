import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { canDeleteAccount, canDeleteCommunityAccount } from './can-delete-account';
import { createDefaultAccounts } from './create-default-accounts';
import { deleteAccount, deleteCommunityAccount } from './delete-account';
import { deleteCostCenter } from './delete-cost-center';
import { deleteFund } from './delete-fund';
import { getAccountMergeHistory } from './get-account-merge-history';
import { getAccountRanges, hasAccountRanges } from './get-account-ranges';
import { countAccounts, getChartOfAccounts } from './get-chart-of-accounts';
import {
  getCategory,
  getCommunityDefaultCostCenter,
  getCostCenters,
  searchCategories,
} from './get-cost-centers';
import { getDefaultAccounts } from './get-default-accounts';
import { getFunds } from './get-funds';
import { mergeAccountHistory } from './merge-account-history';
import { saveAccount } from './save-account';
import { saveAccountRanges } from './save-account-ranges';
import { saveCostCenter } from './save-cost-center';
import { saveFund } from './save-fund';
import { getAccount, searchAccount, searchAccountHeaders, searchAccounts } from './search-accounts';

export function glAccountsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const g = contract.glAccounts;
  bind(app, deps, g.GetChartOfAccounts, getChartOfAccounts);
  bind(app, deps, g.CountAccounts, countAccounts);
  bind(app, deps, g.GetAccount, getAccount);
  bind(app, deps, g.SearchAccounts, searchAccounts);
  bind(app, deps, g.SearchAccount, searchAccount);
  bind(app, deps, g.SearchAccountHeaders, searchAccountHeaders);
  bind(app, deps, g.SaveAccount, saveAccount);
  bind(app, deps, g.CanDeleteAccount, canDeleteAccount);
  bind(app, deps, g.CanDeleteCommunityAccount, canDeleteCommunityAccount);
  bind(app, deps, g.DeleteAccount, deleteAccount);
  bind(app, deps, g.DeleteCommunityAccount, deleteCommunityAccount);
  bind(app, deps, g.GetDefaultAccounts, getDefaultAccounts);
  bind(app, deps, g.CreateDefaultAccounts, createDefaultAccounts);
  bind(app, deps, g.GetAccountRanges, getAccountRanges);
  bind(app, deps, g.HasAccountRanges, hasAccountRanges);
  bind(app, deps, g.SaveAccountRanges, saveAccountRanges);
  bind(app, deps, g.GetCostCenters, getCostCenters);
  bind(app, deps, g.GetCategory, getCategory);
  bind(app, deps, g.SearchCategories, searchCategories);
  bind(app, deps, g.GetCommunityDefaultCostCenter, getCommunityDefaultCostCenter);
  bind(app, deps, g.SaveCostCenter, saveCostCenter);
  bind(app, deps, g.DeleteCostCenter, deleteCostCenter);
  bind(app, deps, g.GetFunds, getFunds);
  bind(app, deps, g.SaveFund, saveFund);
  bind(app, deps, g.DeleteFund, deleteFund);
  bind(app, deps, g.GetAccountMergeHistory, getAccountMergeHistory);
  bind(app, deps, g.MergeAccountHistory, mergeAccountHistory);
}
