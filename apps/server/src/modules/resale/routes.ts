import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { determineFutureYearCodeAssignments } from './determine-future-year-code-assignments';
import { getOpenViolations } from './get-open-violations';
import { processResale } from './process-resale';
import { searchResale } from './search-resale';
import { splitLedger } from './split-ledger';

export function resaleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.resale;
  bind(app, deps, r.Search, searchResale);
  bind(app, deps, r.SplitLedger, splitLedger);
  bind(app, deps, r.DetermineFutureYearCodeAssignments, determineFutureYearCodeAssignments);
  bind(app, deps, r.ProcessResale, processResale);
  bind(app, deps, r.GetOpenViolations, getOpenViolations);
}
