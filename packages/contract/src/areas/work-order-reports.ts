import { endpoint } from '../endpoint';
import { ReportAnswerTypes, ReportDataSchema } from './reports';
import {
  GlobalServiceRequestReportBody,
  GlobalWorkOrderReportBody,
  ServiceRequestReportQuery,
  WorkOrderReportQuery,
} from './work-order-reports-schemas';

// The service request and work order reports (issue 22; spec 3 §7 'GET /Report/... ServiceRequest,
// WorkOrder'; 'POST agentIds (null if any entry is empty): GlobalServiceRequest, GlobalWorkOrder').
// Service requests are read with servicerequests, work orders with workordermaintain; a community
// off the caller's list is 403, another company's 404.

const serviceRequestsRead = { claim: 'servicerequests', level: 'read' } as const;
const workOrdersRead = { claim: 'workordermaintain', level: 'read' } as const;

/** /api/Report: the service request and work order reports. */
export const workOrderReports = {
  ServiceRequest: endpoint({
    method: 'GET',
    path: '/api/Report/ServiceRequest',
    summary:
      'A community’s service requests received in a range: where, source, description, assignee, state and linked work orders; counts by state (the file when format is given)',
    access: serviceRequestsRead,
    query: ServiceRequestReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  GlobalServiceRequest: endpoint({
    method: 'POST',
    path: '/api/Report/GlobalServiceRequest',
    summary:
      'The service request report over several communities (agentIds; null: all the caller’s), by community with subtotals (the file when format is given)',
    access: serviceRequestsRead,
    body: GlobalServiceRequestReportBody,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  WorkOrder: endpoint({
    method: 'GET',
    path: '/api/Report/WorkOrder',
    summary:
      'A community’s work orders dated in a range: code, where, issued and assigned to, target day, overdue, estimated and billable cost, charged and state; totals (the file when format is given)',
    access: workOrdersRead,
    query: WorkOrderReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  GlobalWorkOrder: endpoint({
    method: 'POST',
    path: '/api/Report/GlobalWorkOrder',
    summary:
      'The work order report over several communities (agentIds; null: all the caller’s), by community with subtotals (the file when format is given)',
    access: workOrdersRead,
    body: GlobalWorkOrderReportBody,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
};
