import { contract } from '@hoa/contract';
import { ServiceRequestStates } from '@hoa/domain';
import { api } from '../../app/api';
import { CommunityStateDatesReport, GlobalStateDatesReport } from './state-dates-report';

const R = contract.workOrderReports;

/** The filters both service request reports share: state and the received date range. */
const filter = { states: ServiceRequestStates, stateWidth: 150, dated: 'Received' };

/** /report/ServiceRequest/{communityAgentId}: the community's service requests, filtered. */
export function ServiceRequestReportScreen() {
  return (
    <CommunityStateDatesReport
      title="Service Requests"
      path={R.ServiceRequest.path}
      cacheName="service-requests"
      filter={filter}
      load={(query) => api.call(R.ServiceRequest, { query })}
    />
  );
}

/** /report/GlobalServiceRequest/{communityAgentId}: several communities' requests, or all. */
export function GlobalServiceRequestReportScreen() {
  return (
    <GlobalStateDatesReport
      title="Global Service Requests"
      path={R.GlobalServiceRequest.path}
      cacheName="global-service-requests"
      filter={filter}
      load={(body) => api.call(R.GlobalServiceRequest, { body })}
    />
  );
}
