// The service request and work order reports (issue 22; spec 3 §7 'GET /Report/... ServiceRequest,
// WorkOrder', 'POST agentIds: GlobalServiceRequest, GlobalWorkOrder'): their entries in the
// reports screen's catalogue and the states their rows show and filter by.
import { StatusId } from '../static-data/statuses';
import type { WorkOrderState } from './work-orders';

/** The service request reports of the reports screen, each at /report/{Name}/{communityAgentId}. */
export const ServiceRequestReports = [
  {
    Name: 'ServiceRequest',
    DisplayName: 'Service Requests',
    Description:
      'A community’s service requests: received day, where, source, description, assignee, state and linked work orders, with counts by state.',
  },
  {
    Name: 'GlobalServiceRequest',
    DisplayName: 'Global Service Requests',
    Description:
      'Service requests of several communities (or all of yours), by community with subtotals.',
  },
] as const;

/** The work order reports of the reports screen, each at /report/{Name}/{communityAgentId}. */
export const WorkOrderReports = [
  {
    Name: 'WorkOrder',
    DisplayName: 'Work Orders',
    Description:
      'A community’s work orders: code, where, issued and assigned to, target day, overdue, estimated and billable cost, charged and state, with totals.',
  },
  {
    Name: 'GlobalWorkOrder',
    DisplayName: 'Global Work Orders',
    Description:
      'Work orders of several communities (or all of yours), by community with subtotals.',
  },
] as const;

/** The state a work order shows from its item's status (Open 10, Complete 5, Closed 9). */
export function workOrderState(statusId: number): WorkOrderState {
  if (statusId === StatusId.Closed) return 'Closed';
  if (statusId === StatusId.Complete) return 'Resolved';
  return 'Open';
}

/** What the work order report filters by: a state, or the open ones past their target day. */
export const WorkOrderReportStates = ['Open', 'Overdue', 'Resolved', 'Closed'] as const;
export type WorkOrderReportState = (typeof WorkOrderReportStates)[number];
