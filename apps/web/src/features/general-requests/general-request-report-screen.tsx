import { contract, type GlobalGeneralRequestReportBody } from '@hoa/contract';
import { GeneralRequestStates, type GeneralRequestState } from '@hoa/domain';
import { Select } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import {
  ReportFrame,
  useCodeFilter,
  useCommunitiesFilter,
  useStateDatesFilter,
} from '../../widgets/report-viewer';
import { sourceOptions } from './general-request-fields';
import { generalRequestCodeOptionsQuery, generalRequestsKey } from './general-requests-queries';

const R = contract.generalRequestReports;
/** The filters both reports share: state, source and the received date range. */
function useFilters(): {
  values: { state?: GeneralRequestState; sourceId?: number; startDate?: string; endDate?: string };
  inputs: ReactNode;
} {
  const shared = useStateDatesFilter({
    states: GeneralRequestStates,
    stateWidth: 130,
    dated: 'Received',
  });
  const [sourceId, setSourceId] = useState<string | null>(null);
  return {
    values: { ...shared.values, ...(sourceId ? { sourceId: Number(sourceId) } : {}) },
    inputs: (
      <>
        {shared.stateInput}
        <Select
          label="Source"
          w={130}
          clearable
          placeholder="All sources"
          data={sourceOptions}
          value={sourceId}
          onChange={setSourceId}
        />
        {shared.dateInputs}
      </>
    ),
  };
}

/** /report/generalRequest/{communityAgentId}: the community's general requests, filtered. */
export function GeneralRequestReportScreen() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const filters = useFilters();
  const codes = useQuery(generalRequestCodeOptionsQuery(communityAgentId));
  const code = useCodeFilter(codes.data, 220);
  const query = { communityAgentId, ...filters.values, ...code.values };
  const data = useQuery(
    queryOptions({
      queryKey: [...generalRequestsKey, 'report', query],
      queryFn: () => api.call(R.generalRequest, { query }),
    }),
  );
  return (
    <ReportFrame
      title="General Requests"
      path={R.generalRequest.path}
      query={query}
      data={data}
      options={
        <>
          {filters.inputs}
          {code.input}
        </>
      }
    />
  );
}

/** /report/globalGeneralRequest/{communityAgentId}: several communities' requests, or all. */
export function GlobalGeneralRequestReportScreen() {
  const filters = useFilters();
  const communities = useCommunitiesFilter();
  const body: GlobalGeneralRequestReportBody = {
    agentIds: communities.agentIds,
    ...filters.values,
  };
  const data = useQuery(
    queryOptions({
      queryKey: [...generalRequestsKey, 'global-report', body],
      queryFn: () => api.call(R.globalGeneralRequest, { body }),
    }),
  );
  return (
    <ReportFrame
      title="Global General Requests"
      path={R.globalGeneralRequest.path}
      query={{}}
      body={body}
      data={data}
      options={
        <>
          {communities.input}
          {filters.inputs}
        </>
      }
    />
  );
}
