// Service requests (issue 22; spec 3 'Work order', validation 'Work orders'): an owner's report of
// something broken, an item of type 63 of a community. Its item is Open 10 while open or in
// progress, Complete 5 once resolved and Closed 9 once closed; work has started (In Progress) when
// it is marked so or converted to a work order. These are the rules of its facts and its state.
import { RequestSources } from '../static-data/other-enums';
import { StatusId } from '../static-data/statuses';
import {
  hasWorkLocation,
  WorkOrderLimits,
  WorkOrderMessages as M,
  type ServiceRequestState,
  type WorkLocation,
} from './work-orders';

export const ServiceRequestLimits = {
  Description: WorkOrderLimits.Description,
  JobLocation: WorkOrderLimits.JobLocation,
} as const;

/** The texts of refusals the work order messages do not cover. */
export const ServiceRequestMessages = {
  hasWorkOrder: 'A service request a work order was made from cannot be deleted.',
  // Spec 3 §8 'Other' (the requests without a message of their own): a failed add, save, change
  // or delete that the server did not refuse.
  failed: 'An unexpected error occured while processing your request.',
} as const;

/** What the add and edit forms say of a service request. */
export interface ServiceRequestFacts extends WorkLocation {
  readonly SourceId: number;
  readonly ReceivedDate: string;
  readonly Description: string;
}

/** The name of a request source (Phone 1, Email 2, Mail 3, Portal 4, Other 5), '' when unknown. */
export function requestSourceName(sourceId: number): string {
  return RequestSources.find((s) => s.RequestSourceId === sourceId)?.RequestSourceName ?? '';
}

/**
 * The first reason the facts of a service request are refused (today is the local ISO day), or
 * null: where it is (property/owner, amenity or job location), the description, the source and the
 * received day (not after today).
 */
export function serviceRequestFactsError(facts: ServiceRequestFacts, today: string): string | null {
  if (!hasWorkLocation(facts)) return M.whereRequired;
  if (facts.Description.trim() === '') return M.descriptionRequired;
  if (requestSourceName(facts.SourceId) === '') return M.sourceUnknown;
  if (facts.ReceivedDate > today) return M.receivedInFuture;
  return null;
}

/** The state a service request shows from its item's status and whether work has started. */
export function serviceRequestState(statusId: number, isInProgress: boolean): ServiceRequestState {
  if (statusId === StatusId.Closed) return 'Closed';
  if (statusId === StatusId.Complete) return 'Resolved';
  return isInProgress ? 'In Progress' : 'Open';
}

/** Spec 3: a service request is open (it counts, can be changed) while Open or In Progress. */
export function isServiceRequestOpen(state: ServiceRequestState): boolean {
  return state === 'Open' || state === 'In Progress';
}

/** The item statuses and in-progress flag a state filter of the list selects. */
export function serviceRequestStateFilter(state: ServiceRequestState): {
  statusId: number;
  isInProgress: boolean | null;
} {
  switch (state) {
    case 'Open':
      return { statusId: StatusId.Open, isInProgress: false };
    case 'In Progress':
      return { statusId: StatusId.Open, isInProgress: true };
    case 'Resolved':
      return { statusId: StatusId.Complete, isInProgress: null };
    case 'Closed':
      return { statusId: StatusId.Closed, isInProgress: null };
  }
}
