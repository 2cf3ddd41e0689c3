import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { completeCommunitySetupStep } from './complete-community-setup-step';
import { confirmSetup } from './confirm-setup';
import { exportSetup } from './export-community-setup';
import { getWizard } from './get-wizard';
import { hasImportedBeginningBalances } from './has-imported-beginning-balances';

export function communitySetupRoutes(app: FastifyInstance, deps: AppDeps): void {
  const s = contract.communitySetup;
  bind(app, deps, s.GetWizard, getWizard);
  bind(app, deps, s.HasImportedBeginningBalances, hasImportedBeginningBalances);
  bind(app, deps, s.ConfirmSetup, confirmSetup);
  bind(app, deps, s.CompleteCommunitySetupStep, completeCommunitySetupStep);
  bindCaller(app, deps, s.Export, exportSetup);
}
