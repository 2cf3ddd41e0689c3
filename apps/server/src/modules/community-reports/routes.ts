import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import type { AppDeps } from '../../http/request-context';
import { bindBodyReport, bindReport } from '../reports/index';
import { activityReport } from './activity-report';
import { globalPropertySettlementReport } from './global-property-settlement';
import { propertySettlementReport } from './property-settlement';

/** GET /Report/Activity, GET /Report/PropertySettlement, POST /Report/GlobalPropertySettlement. */
export function communityReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.communityReports;
  bindReport(app, deps, r.Activity, 'community', activityReport);
  bindReport(app, deps, r.PropertySettlement, 'owner', propertySettlementReport);
  bindBodyReport(app, deps, r.GlobalPropertySettlement, 'owner', globalPropertySettlementReport);
}
