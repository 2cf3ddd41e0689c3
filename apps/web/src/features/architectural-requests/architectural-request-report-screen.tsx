import { contract, type ArchitecturalReportQuery } from '@hoa/contract';
import { ArchitecturalRequestStatusNames } from '@hoa/domain';
import { Select } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DateInput } from '../../widgets/date-input';
import { ReportFrame } from '../../widgets/report-viewer';
import {
  architecturalCodeOptionsQuery,
  architecturalRequestsKey,
} from './architectural-requests-queries';

const R = contract.architecturalRequestReports;
const statusOptions = Object.entries(ArchitecturalRequestStatusNames).map(([id, name]) => ({
  value: id,
  label: name,
}));

/** /report/ArchitecturalRequest/{communityAgentId}: the community's requests, filtered. */
export function ArchitecturalRequestReportScreen() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const [statusId, setStatusId] = useState<string | null>(null);
  const [codeId, setCodeId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const codes = useQuery(architecturalCodeOptionsQuery(communityAgentId));
  const values: Record<string, string | number> = { communityAgentId };
  if (statusId) values.topsStatusId = Number(statusId);
  if (codeId) values.topsCodeId = Number(codeId);
  if (startDate) values.startDate = startDate;
  if (endDate) values.endDate = endDate;
  const query = values as ArchitecturalReportQuery;
  const data = useQuery(
    queryOptions({
      queryKey: [...architecturalRequestsKey, 'report', query],
      queryFn: () => api.call(R.ArchitecturalRequest, { query }),
    }),
  );
  return (
    <ReportFrame
      title="Architectural Requests"
      path={R.ArchitecturalRequest.path}
      query={values}
      data={data}
      options={
        <>
          <Select
            label="Status"
            w={140}
            clearable
            placeholder="All statuses"
            data={statusOptions}
            value={statusId}
            onChange={setStatusId}
          />
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
          <DateInput label="Received from" w={150} value={startDate} onChange={setStartDate} />
          <DateInput label="Received to" w={150} value={endDate} onChange={setEndDate} />
        </>
      }
    />
  );
}
