import { contract } from '@hoa/contract';
import { WorkOrderReportStates } from '@hoa/domain';
import { api } from '../../app/api';
import { CommunityStateDatesReport, GlobalStateDatesReport } from './state-dates-report';

const R = contract.workOrderReports;

/** The filters both work order reports share: state (or overdue) and the work order date range. */
const filter = { states: WorkOrderReportStates, stateWidth: 130, dated: 'Date' };

/** /report/WorkOrder/{communityAgentId}: the community's work orders, filtered. */
export function WorkOrderReportScreen() {
  return (
    <CommunityStateDatesReport
      title="Work Orders"
      path={R.WorkOrder.path}
      cacheName="work-orders"
      filter={filter}
      load={(query) => api.call(R.WorkOrder, { query })}
    />
  );
}

/** /report/GlobalWorkOrder/{communityAgentId}: several communities' work orders, or all. */
export function GlobalWorkOrderReportScreen() {
  return (
    <GlobalStateDatesReport
      title="Global Work Orders"
      path={R.GlobalWorkOrder.path}
      cacheName="global-work-orders"
      filter={filter}
      load={(body) => api.call(R.GlobalWorkOrder, { body })}
    />
  );
}
