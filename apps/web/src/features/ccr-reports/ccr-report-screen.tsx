import { contract, type GlobalCcrReportBody } from '@hoa/contract';
import { ViolationStates } from '@hoa/domain';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import {
  ReportFrame,
  useCodeFilter,
  useCommunitiesFilter,
  useStateDatesFilter,
} from '../../widgets/report-viewer';
import { ccrCodesQuery, ccrReportQuery, globalCcrReportQuery } from './ccr-reports-queries';

/** The filters both violation reports share: a state and an observed date range. */
const useCcrFilters = () =>
  useStateDatesFilter({ states: ViolationStates, stateWidth: 140, dated: 'Observed' });

/** /report/CCR/{communityAgentId}: the community's violations, filtered by state, code and dates. */
export function CcrReportScreen() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const filters = useCcrFilters();
  const codes = useQuery(ccrCodesQuery(communityAgentId));
  const code = useCodeFilter(
    codes.data?.map((c) => ({
      value: String(c.TopsCodeId),
      label: `${c.CodeAlias} · ${c.CodeName}`,
    })),
    240,
  );
  const values = { communityAgentId, ...filters.values, ...code.values };
  const data = useQuery(ccrReportQuery(values));
  return (
    <ReportFrame
      title="CCR Violations"
      path={contract.ccrReports.CCR.path}
      query={values}
      data={data}
      options={
        <>
          {filters.stateInput}
          {filters.dateInputs}
          {code.input}
        </>
      }
    />
  );
}

/**
 * /report/GlobalCCR/{communityAgentId}: the violations of the communities chosen, or of all the
 * user's when none is (agentIds null), by community with subtotals.
 */
export function GlobalCcrReportScreen() {
  const filters = useCcrFilters();
  const communities = useCommunitiesFilter();
  const [codeAlias, setCodeAlias] = useState('');
  const body: GlobalCcrReportBody = {
    agentIds: communities.agentIds,
    ...filters.values,
    ...(codeAlias.trim() ? { codeAlias: codeAlias.trim() } : {}),
  };
  const data = useQuery(globalCcrReportQuery(body));
  return (
    <ReportFrame
      title="Global CCR Violations"
      path={contract.ccrReports.GlobalCCR.path}
      query={{}}
      body={body}
      data={data}
      options={
        <>
          {communities.input}
          {filters.stateInput}
          {filters.dateInputs}
          <TextInput
            label="Code alias"
            w={120}
            placeholder="All codes"
            value={codeAlias}
            onChange={(event) => {
              setCodeAlias(event.currentTarget.value);
            }}
          />
        </>
      }
    />
  );
}
