import {
  contract,
  type GeneralRequestReportQuery,
  type GlobalGeneralRequestReportBody,
} from '@hoa/contract';
import { GeneralRequestStates, globalAgentIds, type GeneralRequestState } from '@hoa/domain';
import { MultiSelect, Select } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { communityLabel, useCommunityList } from '../../app/community/community-list';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DateInput } from '../../widgets/date-input';
import { ReportFrame } from '../../widgets/report-viewer';
import { sourceOptions } from './general-request-fields';
import { generalRequestCodeOptionsQuery, generalRequestsKey } from './general-requests-queries';

const R = contract.generalRequestReports;
const stateOptions = GeneralRequestStates.map((s) => ({ value: s, label: s }));

/** The filters both reports share: state, source and the received date range. */
function useFilters(): {
  values: { state?: GeneralRequestState; sourceId?: number; startDate?: string; endDate?: string };
  inputs: ReactNode;
} {
  const [state, setState] = useState<string | null>(null);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const values = {
    ...(state ? { state: state as GeneralRequestState } : {}),
    ...(sourceId ? { sourceId: Number(sourceId) } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
  const inputs = (
    <>
      <Select
        label="State"
        w={130}
        clearable
        placeholder="All states"
        data={stateOptions}
        value={state}
        onChange={setState}
      />
      <Select
        label="Source"
        w={130}
        clearable
        placeholder="All sources"
        data={sourceOptions}
        value={sourceId}
        onChange={setSourceId}
      />
      <DateInput label="Received from" w={150} value={startDate} onChange={setStartDate} />
      <DateInput label="Received to" w={150} value={endDate} onChange={setEndDate} />
    </>
  );
  return { values, inputs };
}

/** /report/generalRequest/{communityAgentId}: the community's general requests, filtered. */
export function GeneralRequestReportScreen() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const filters = useFilters();
  const [codeId, setCodeId] = useState<string | null>(null);
  const codes = useQuery(generalRequestCodeOptionsQuery(communityAgentId));
  const values: Record<string, string | number> = { communityAgentId, ...filters.values };
  if (codeId) values.topsCodeId = Number(codeId);
  const query = values as GeneralRequestReportQuery;
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
      query={values}
      data={data}
      options={
        <>
          {filters.inputs}
          <Select
            label="Code"
            w={220}
            clearable
            searchable
            placeholder="All codes"
            data={codes.data ?? []}
            value={codeId}
            onChange={setCodeId}
          />
        </>
      }
    />
  );
}

/** /report/globalGeneralRequest/{communityAgentId}: several communities' requests, or all. */
export function GlobalGeneralRequestReportScreen() {
  const filters = useFilters();
  const [chosen, setChosen] = useState<string[]>([]);
  const communities = useCommunityList();
  const body: GlobalGeneralRequestReportBody = {
    agentIds: globalAgentIds(chosen),
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
          <MultiSelect
            label="Communities"
            w={320}
            clearable
            searchable
            placeholder={chosen.length === 0 ? 'All my communities' : undefined}
            data={(communities.data ?? []).map((c) => ({
              value: String(c.CommunityAgentId),
              label: communityLabel(c),
            }))}
            value={chosen}
            onChange={setChosen}
          />
          {filters.inputs}
        </>
      }
    />
  );
}
