import { describe, expect, it } from 'vitest';
import { StatusId } from '../static-data/statuses';
import {
  isServiceRequestOpen,
  requestSourceName,
  serviceRequestFactsError,
  serviceRequestState,
  serviceRequestStateFilter,
  type ServiceRequestFacts,
} from './service-requests';
import { ServiceRequestStates, WorkOrderMessages as M } from './work-orders';

const facts: ServiceRequestFacts = {
  PropertyAgentId: 7,
  OwnerAgentId: null,
  AmenityAgentId: null,
  JobLocation: null,
  SourceId: 1,
  ReceivedDate: '2026-11-30',
  Description: 'The gate is stuck',
};
const today = '2026-11-30';

describe('service requests', () => {
  it('names the request sources by id', () => {
    expect([1, 2, 3, 4, 5].map(requestSourceName)).toEqual([
      'Phone',
      'Email',
      'Mail',
      'Portal',
      'Other',
    ]);
    expect(requestSourceName(6)).toBe('');
  });

  it('refuses facts without a place, description, known source or with a future day', () => {
    expect(serviceRequestFactsError(facts, today)).toBeNull();
    const nowhere = { ...facts, PropertyAgentId: null, JobLocation: '  ' };
    expect(serviceRequestFactsError(nowhere, today)).toBe(M.whereRequired);
    expect(serviceRequestFactsError({ ...nowhere, AmenityAgentId: 3 }, today)).toBeNull();
    expect(serviceRequestFactsError({ ...nowhere, JobLocation: 'Gate' }, today)).toBeNull();
    expect(serviceRequestFactsError({ ...nowhere, OwnerAgentId: 9 }, today)).toBeNull();
    expect(serviceRequestFactsError({ ...facts, Description: ' ' }, today)).toBe(
      M.descriptionRequired,
    );
    expect(serviceRequestFactsError({ ...facts, SourceId: 0 }, today)).toBe(M.sourceUnknown);
    expect(serviceRequestFactsError({ ...facts, ReceivedDate: '2026-12-01' }, today)).toBe(
      M.receivedInFuture,
    );
  });

  it('reads the state from the item status and the in-progress flag', () => {
    expect(serviceRequestState(StatusId.Open, false)).toBe('Open');
    expect(serviceRequestState(StatusId.Open, true)).toBe('In Progress');
    expect(serviceRequestState(StatusId.Complete, true)).toBe('Resolved');
    expect(serviceRequestState(StatusId.Closed, false)).toBe('Closed');
    expect(ServiceRequestStates.filter(isServiceRequestOpen)).toEqual(['Open', 'In Progress']);
  });

  it('filters each state back to the status and flag it came from', () => {
    for (const state of ServiceRequestStates) {
      const { statusId, isInProgress } = serviceRequestStateFilter(state);
      expect(serviceRequestState(statusId, isInProgress ?? false)).toBe(state);
    }
  });
});
