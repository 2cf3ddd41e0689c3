import { contract, type GlobalServiceRequestReportBody } from '@hoa/contract';
import { ServiceRequestStates } from '@hoa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import {
  ReportFrame,
  useCommunitiesFilter,
  useStateDatesFilter,
} from '../../widgets/report-viewer';
import { workOrderReportsKey } from './work-order-reports-queries';

const R = contract.workOrderReports;

/** The filters both service request reports share: state and the received date range. */
function useFilters() {
  return useStateDatesFilter({ states: ServiceRequestStates, stateWidth: 150, dated: 'Received' });
}

/** /report/ServiceRequest/{communityAgentId}: the community's service requests, filtered. */
export function ServiceRequestReportScreen() {
  const community = useCurrentCommunity();
  const filters = useFilters();
  const query = { communityAgentId: community.CommunityAgentId, ...filters.values };
  const data = useQuery(
    queryOptions({
      queryKey: [...workOrderReportsKey, 'service-requests', query],
      queryFn: () => api.call(R.ServiceRequest, { query }),
    }),
  );
  return (
    <ReportFrame
      title="Service Requests"
      path={R.ServiceRequest.path}
      query={query}
      data={data}
      options={
        <>
          {filters.stateInput}
          {filters.dateInputs}
        </>
      }
    />
  );
}

/** /report/GlobalServiceRequest/{communityAgentId}: several communities' requests, or all. */
export function GlobalServiceRequestReportScreen() {
  const filters = useFilters();
  const communities = useCommunitiesFilter();
  const body: GlobalServiceRequestReportBody = {
    agentIds: communities.agentIds,
    ...filters.values,
  };
  const data = useQuery(
    queryOptions({
      queryKey: [...workOrderReportsKey, 'global-service-requests', body],
      queryFn: () => api.call(R.GlobalServiceRequest, { body }),
    }),
  );
  return (
    <ReportFrame
      title="Global Service Requests"
      path={R.GlobalServiceRequest.path}
      query={{}}
      body={body}
      data={data}
      options={
        <>
          {communities.input}
          {filters.stateInput}
          {filters.dateInputs}
        </>
      }
    />
  );
}
