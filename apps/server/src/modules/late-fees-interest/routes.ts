import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { postItemOfType, runSummaries } from '../charges/index';
import { getChargeableCodes } from './get-chargeable-codes';
import { getInterestCandidates } from './get-interest-candidates';
import { getInterestSettings } from './get-interest-settings';
import { getLateFeeSettings } from './get-late-fee-settings';
import { saveInterestSettings } from './save-interest-settings';
import { saveLateFeeSettings } from './save-late-fee-settings';

export function lateFeesInterestRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.lateFeesInterest;
  bind(app, deps, c.GetLateFeeSettings, getLateFeeSettings);
  bind(app, deps, c.GetChargeableCodes, getChargeableCodes);
  bind(app, deps, c.SaveLateFeeSettings, saveLateFeeSettings);
  bind(app, deps, c.GetInterestSettings, getInterestSettings);
  bind(app, deps, c.SaveInterestSettings, saveInterestSettings);
  bind(app, deps, c.GetInterestCandidates, getInterestCandidates);
  const lateFees = runSummaries(TxnTypeId.LateFee);
  bind(app, deps, c.GetLateFeeBatchSummary, lateFees.getBatchSummary);
  bind(app, deps, c.GetLateFeeItemAgentSummary, lateFees.getItemAgentSummary);
  bind(app, deps, c.PostLateFeeItemV2, postItemOfType(TxnTypeId.LateFee));
  const interest = runSummaries(TxnTypeId.Interest);
  bind(app, deps, c.GetInterestBatchSummary, interest.getBatchSummary);
  bind(app, deps, c.GetInterestItemAgentSummary, interest.getItemAgentSummary);
  bind(app, deps, c.PostInterestItemV2, postItemOfType(TxnTypeId.Interest));
}
