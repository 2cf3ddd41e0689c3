import { ServiceRequestStates, WorkOrderReportStates } from '@hoa/domain';
import { z } from 'zod';
import { entityId, idParam, isoDate } from '../fields';
import { ReportAnswerParams } from './reports';

// The shapes of the service request and work order reports (issue 22; spec 3 §7): a community's
// report takes its community and the filters as its query; a global one POSTs the communities
// (agentIds; null, sent when any entry is empty: all the caller's) with the same filters.

/** The service request reports' filters: state and the received date range. */
const serviceRequestFilters = {
  state: z.enum(ServiceRequestStates).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};

/** The work order reports' filters: state (or the overdue ones) and the work order date range. */
const workOrderFilters = {
  state: z.enum(WorkOrderReportStates).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};

/** The communities of a global report; null (sent when any entry is empty): all the caller’s. */
const agentIds = z.array(entityId).max(1000).nullable();
const bodyFormat = z.literal([0, 1, 2, 3]).optional();

export const ServiceRequestReportQuery = z.strictObject({
  communityAgentId: idParam,
  ...serviceRequestFilters,
  ...ReportAnswerParams,
});
export type ServiceRequestReportQuery = z.input<typeof ServiceRequestReportQuery>;

export const GlobalServiceRequestReportBody = z.strictObject({
  agentIds,
  ...serviceRequestFilters,
  format: bodyFormat,
});
export type GlobalServiceRequestReportBody = z.input<typeof GlobalServiceRequestReportBody>;

export const WorkOrderReportQuery = z.strictObject({
  communityAgentId: idParam,
  ...workOrderFilters,
  ...ReportAnswerParams,
});
export type WorkOrderReportQuery = z.input<typeof WorkOrderReportQuery>;

export const GlobalWorkOrderReportBody = z.strictObject({
  agentIds,
  ...workOrderFilters,
  format: bodyFormat,
});
export type GlobalWorkOrderReportBody = z.input<typeof GlobalWorkOrderReportBody>;
