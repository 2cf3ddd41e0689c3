import { contract, type CcrReportQuery, type GlobalCcrReportBody } from '@hoa/contract';
import { globalAgentIds, ViolationStates, type ViolationState } from '@hoa/domain';
import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { communityLabel, useCommunityList } from '../../app/community/community-list';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DateInput } from '../../widgets/date-input';
import { ReportFrame } from '../../widgets/report-viewer';
import { ccrCodesQuery, ccrReportQuery, globalCcrReportQuery } from './ccr-reports-queries';

const stateOptions = ViolationStates.map((s) => ({ value: s, label: s }));

/** The filters both violation reports share: a state and an observed date range (either end optional). */
function useCcrFilters(): {
  values: { state?: ViolationState; startDate?: string; endDate?: string };
  inputs: ReactNode;
} {
  const [state, setState] = useState<string | null>(null);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const values = {
    ...(state ? { state: state as ViolationState } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
  const inputs = (
    <>
      <Select
        label="State"
        w={140}
        clearable
        placeholder="All states"
        data={stateOptions}
        value={state}
        onChange={setState}
      />
      <DateInput label="Observed from" w={150} value={startDate} onChange={setStartDate} />
      <DateInput label="Observed to" w={150} value={endDate} onChange={setEndDate} />
    </>
  );
  return { values, inputs };
}

/** /report/CCR/{communityAgentId}: the community's violations, filtered by state, code and dates. */
export function CcrReportScreen() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const filters = useCcrFilters();
  const [codeId, setCodeId] = useState<string | null>(null);
  const codes = useQuery(ccrCodesQuery(communityAgentId));
  const values: Record<string, string | number> = { communityAgentId, ...filters.values };
  if (codeId) values.topsCodeId = Number(codeId);
  const data = useQuery(ccrReportQuery(values as CcrReportQuery));
  return (
    <ReportFrame
      title="CCR Violations"
      path={contract.ccrReports.CCR.path}
      query={values}
      data={data}
      options={
        <>
          {filters.inputs}
          <Select
            label="Code"
            w={240}
            clearable
            searchable
            placeholder="All codes"
            data={(codes.data ?? []).map((c) => ({
              value: String(c.TopsCodeId),
              label: `${c.CodeAlias} · ${c.CodeName}`,
            }))}
            value={codeId}
            onChange={setCodeId}
          />
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
  const [chosen, setChosen] = useState<string[]>([]);
  const [codeAlias, setCodeAlias] = useState('');
  const communities = useCommunityList();
  const body: GlobalCcrReportBody = {
    agentIds: globalAgentIds(chosen),
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
