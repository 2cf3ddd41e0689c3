import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { bindBodyReport, bindReport } from '../reports/index';
import { ccrReport } from './ccr';
import { getCcrConsistency } from './get-ccr-consistency';
import { getCcrConsistencyOptions } from './get-ccr-consistency-options';
import { globalCcrReport } from './global-ccr';

/** The violation reports (GET /Report/CCR, POST /Report/GlobalCCR) and the consistency view. */
export function ccrReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.ccrReports;
  bindReport(app, deps, r.CCR, 'ccrviolations', ccrReport);
  bindBodyReport(app, deps, r.GlobalCCR, 'ccrviolations', globalCcrReport);
  bind(app, deps, r.GetCcrConsistency, getCcrConsistency);
  bind(app, deps, r.GetCcrConsistencyOptions, getCcrConsistencyOptions);
}
