import type { NoteAgent } from '@hoa/contract';
import { agentTypeLabel } from '@hoa/domain';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { noteAgentOptionsQuery } from './note-queries';

export interface AgentChoice {
  id: number;
  name: string;
}

// Agent search needs at least 2 trimmed characters (spec 1 §5).
const minSearch = 2;

function optionsOf(agents: readonly AgentChoice[]) {
  const seen = new Set<number>();
  return agents
    .filter((agent) => !seen.has(agent.id) && seen.add(agent.id))
    .map((agent) => ({ value: String(agent.id), label: agent.name }));
}

const toChoice = (agent: NoteAgent): AgentChoice => {
  const type = agentTypeLabel(agent.TopsAgentTypeId);
  return {
    id: agent.TopsAgentId,
    name: type ? `${agent.DisplayName} (${type})` : agent.DisplayName,
  };
};

/** The agent a note is about: the community, its users, or any of its agents found by name. */
export function AboutAgentSelect({
  communityAgentId,
  value,
  onChange,
}: {
  communityAgentId: number;
  value: AgentChoice;
  onChange: (choice: AgentChoice) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const term = debounced.length >= minSearch ? debounced : '';
  const options = useQuery(noteAgentOptionsQuery(communityAgentId, term));
  const data = optionsOf([value, ...(options.data ?? []).map(toChoice)]);
  return (
    <Select
      label="About"
      description="Type 2 or more letters to find an owner, property, vendor or other agent"
      searchable
      withAsterisk
      data={data}
      value={String(value.id)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={term ? 'No matching agent' : 'Type to search'}
      onChange={(id, option) => {
        if (id) onChange({ id: Number(id), name: option.label });
      }}
    />
  );
}

/** The agents assigned to a note: the community's users (and whoever is already assigned). */
export function AssignedAgentsSelect({
  communityAgentId,
  value,
  onChange,
}: {
  communityAgentId: number;
  value: AgentChoice[];
  onChange: (choices: AgentChoice[]) => void;
}) {
  const options = useQuery(noteAgentOptionsQuery(communityAgentId, ''));
  const all = [...value, ...(options.data ?? []).map(toChoice)];
  return (
    <MultiSelect
      label="Assigned to"
      placeholder={value.length === 0 ? 'Nobody' : undefined}
      searchable
      clearable
      data={optionsOf(all)}
      value={value.map((choice) => String(choice.id))}
      nothingFoundMessage="No matching user"
      onChange={(ids) => {
        onChange(
          ids.map(
            (id) => all.find((choice) => String(choice.id) === id) ?? { id: Number(id), name: id },
          ),
        );
      }}
    />
  );
}
