import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import type { AppDeps } from '../../http/request-context';
import { bindBodyReport, bindReport } from '../reports/index';
import { globalServiceRequestReport } from './global-service-request-report';
import { globalWorkOrderReport } from './global-work-order-report';
import { serviceRequestReport } from './service-request-report';
import { workOrderReport } from './work-order-report';

/**
 * The service request and work order reports (issue 22; spec 3 §7 'ServiceRequest', 'WorkOrder',
 * 'GlobalServiceRequest', 'GlobalWorkOrder'): service requests read with servicerequests, work
 * orders with workordermaintain.
 */
export function workOrderReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.workOrderReports;
  bindReport(app, deps, r.ServiceRequest, 'servicerequests', serviceRequestReport);
  bindBodyReport(app, deps, r.GlobalServiceRequest, 'servicerequests', globalServiceRequestReport);
  bindReport(app, deps, r.WorkOrder, 'workordermaintain', workOrderReport);
  bindBodyReport(app, deps, r.GlobalWorkOrder, 'workordermaintain', globalWorkOrderReport);
}
