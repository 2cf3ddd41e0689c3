import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import type { AppDeps } from '../../http/request-context';
import { bindReport } from '../reports/index';
import { architecturalRequestReport } from './architectural-request-report';

/** The architectural request report (issue 21; spec 3 §7 'ArchitecturalRequest'). */
export function architecturalRequestReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  bindReport(
    app,
    deps,
    contract.architecturalRequestReports.ArchitecturalRequest,
    'servicerequests',
    architecturalRequestReport,
  );
}
