import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
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
}
