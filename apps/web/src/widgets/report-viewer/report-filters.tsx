import { globalAgentIds } from '@hoa/domain';
import { MultiSelect, Select, type ComboboxItem } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { communityLabel, useCommunityList } from '../../app/community/community-list';
import { DateInput } from '../date-input';

/**
 * The state and date range a records report filters by (a violation's state and observed day, a
 * general request's state and received day; either end optional): the chosen values, the state
 * input and the two date inputs ('<dated> from', '<dated> to'), for the screen to lay out.
 */
export function useStateDatesFilter<State extends string>({
  states,
  stateWidth,
  dated,
}: {
  states: readonly State[];
  stateWidth: number;
  /** How the dates are labelled, e.g. 'Observed'. */
  dated: string;
}): {
  values: { state?: State; startDate?: string; endDate?: string };
  stateInput: ReactNode;
  dateInputs: ReactNode;
} {
  const [state, setState] = useState<State | null>(null);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  return {
    values: {
      ...(state ? { state } : {}),
      ...(startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
    },
    stateInput: (
      <Select
        label="State"
        w={stateWidth}
        clearable
        placeholder="All states"
        data={states.map((s) => ({ value: s, label: s }))}
        value={state}
        onChange={(value) => setState(states.find((s) => s === value) ?? null)}
      />
    ),
    dateInputs: (
      <>
        <DateInput label={`${dated} from`} w={150} value={startDate} onChange={setStartDate} />
        <DateInput label={`${dated} to`} w={150} value={endDate} onChange={setEndDate} />
      </>
    ),
  };
}

/** The code a community's report filters by: its value (absent for all codes) and its input. */
export function useCodeFilter(
  codes: readonly ComboboxItem[] | undefined,
  width: number,
): { values: { topsCodeId?: number }; input: ReactNode } {
  const [codeId, setCodeId] = useState<string | null>(null);
  return {
    values: codeId ? { topsCodeId: Number(codeId) } : {},
    input: (
      <Select
        label="Code"
        w={width}
        clearable
        searchable
        placeholder="All codes"
        data={codes ?? []}
        value={codeId}
        onChange={setCodeId}
      />
    ),
  };
}

/**
 * The communities a global report covers: the ones chosen, or all the user's while none is
 * (agentIds null), and the input choosing them.
 */
export function useCommunitiesFilter(): { agentIds: number[] | null; input: ReactNode } {
  const [chosen, setChosen] = useState<string[]>([]);
  const communities = useCommunityList();
  return {
    agentIds: globalAgentIds(chosen),
    input: (
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
    ),
  };
}
