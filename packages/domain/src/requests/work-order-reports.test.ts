import { describe, expect, it } from 'vitest';
import { StatusId } from '../static-data/statuses';
import { serviceRequestState } from './service-requests';
import { ServiceRequestReports, WorkOrderReports, workOrderState } from './work-order-reports';

describe('The service request and work order reports', () => {
  it('are named as their routes', () => {
    expect(ServiceRequestReports.map((r) => r.Name)).toEqual([
      'ServiceRequest',
      'GlobalServiceRequest',
    ]);
    expect(WorkOrderReports.map((r) => r.Name)).toEqual(['WorkOrder', 'GlobalWorkOrder']);
  });

  it('show a service request open, in progress, resolved or closed', () => {
    expect(serviceRequestState(StatusId.Open, false)).toBe('Open');
    expect(serviceRequestState(StatusId.Open, true)).toBe('In Progress');
    expect(serviceRequestState(StatusId.Complete, true)).toBe('Resolved');
    expect(serviceRequestState(StatusId.Closed, false)).toBe('Closed');
  });

  it('show a work order open, resolved or closed', () => {
    expect([StatusId.Open, StatusId.Complete, StatusId.Closed].map(workOrderState)).toEqual([
      'Open',
      'Resolved',
      'Closed',
    ]);
  });
});
