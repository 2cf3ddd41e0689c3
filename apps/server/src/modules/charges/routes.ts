import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { accrueCharges } from './accrue-charges';
import { assign, getChargeAssignmentSummary } from './charge-assignments';
import { determineFutureYearCodeAssignments } from './determine-future-year-code-assignments';
import { getBeginningBalanceSummaries } from './get-beginning-balance-summaries';
import { getCommunityHeader } from './get-community-header';
import { getBatchSummary, getItemAgentSummary } from './get-run-summaries';
import { getScheduledCharges } from './get-scheduled-charges';
import { getSettings } from './get-settings';
import { getSettingsAsync } from './get-settings-async';
import { getTransactionTypes } from './get-transaction-types';
import { postAndOverrideItem, postItem } from './post-charge-runs';
import { getPrepaidLastAppliedDate, isAlreadyAppliedCode } from './prepaid-applied';
import { updateItemBatchSummary } from './update-item-batch-summary';

export function chargesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.charges;
  bind(app, deps, c.GetTransactionTypes, getTransactionTypes);
  bind(app, deps, c.GetSettings, getSettings);
  bind(app, deps, c.GetSettingsAsync, getSettingsAsync);
  bind(app, deps, c.GetScheduledCharges, getScheduledCharges);
  bind(app, deps, c.Accrue, accrueCharges);
  bind(app, deps, c.GetBatchSummary, getBatchSummary);
  bind(app, deps, c.GetItemAgentSummary, getItemAgentSummary);
  bind(app, deps, c.UpdateItemBatchSummary, updateItemBatchSummary);
  bind(app, deps, c.PostItem, postItem);
  bind(app, deps, c.PostAndOverrideItem, postAndOverrideItem);
  bind(app, deps, c.GetPrepaidLastAppliedDate, getPrepaidLastAppliedDate);
  bind(app, deps, c.IsAlreadyAppliedCode, isAlreadyAppliedCode);
  bind(app, deps, c.GetBeginningBalanceSummaries, getBeginningBalanceSummaries);
  bind(app, deps, c.GetCommunityHeader, getCommunityHeader);
  bind(app, deps, c.GetChargeAssignmentSummary, getChargeAssignmentSummary);
  bind(app, deps, c.Assign, assign);
  bind(app, deps, c.DetermineFutureYearCodeAssignments, determineFutureYearCodeAssignments);
}
