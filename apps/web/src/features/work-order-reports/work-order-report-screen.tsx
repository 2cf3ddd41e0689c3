import { contract, type GlobalWorkOrderReportBody } from '@hoa/contract';
import { WorkOrderReportStates } from '@hoa/domain';
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

/** The filters both work order reports share: state (or overdue) and the work order date range. */
function useFilters() {
  return useStateDatesFilter({ states: WorkOrderReportStates, stateWidth: 130, dated: 'Date' });
}

/** /report/WorkOrder/{communityAgentId}: the community's work orders, filtered. */
export function WorkOrderReportScreen() {
  const community = useCurrentCommunity();
  const filters = useFilters();
  const query = { communityAgentId: community.CommunityAgentId, ...filters.values };
  const data = useQuery(
    queryOptions({
      queryKey: [...workOrderReportsKey, 'work-orders', query],
      queryFn: () => api.call(R.WorkOrder, { query }),
    }),
  );
  return (
    <ReportFrame
      title="Work Orders"
      path={R.WorkOrder.path}
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

/** /report/GlobalWorkOrder/{communityAgentId}: several communities' work orders, or all. */
export function GlobalWorkOrderReportScreen() {
  const filters = useFilters();
  const communities = useCommunitiesFilter();
  const body: GlobalWorkOrderReportBody = {
    agentIds: communities.agentIds,
    ...filters.values,
  };
  const data = useQuery(
    queryOptions({
      queryKey: [...workOrderReportsKey, 'global-work-orders', body],
      queryFn: () => api.call(R.GlobalWorkOrder, { body }),
    }),
  );
  return (
    <ReportFrame
      title="Global Work Orders"
      path={R.GlobalWorkOrder.path}
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
