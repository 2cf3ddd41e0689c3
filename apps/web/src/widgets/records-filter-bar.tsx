import { countOf, type CountedNoun } from '@hoa/domain';
import { Group, SegmentedControl, Select, Text, type ComboboxItem } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The bar over a community's paged records (violations, general requests): which of them by
 * state (open, closed or all), the code, the screen's own filters and actions (`children`), and
 * how many were found once they are.
 */
export function RecordsFilterBar<State extends string>({
  stateLabel,
  states,
  state,
  onStateChange,
  codes,
  codeId,
  onCodeChange,
  total,
  noun,
  children,
}: {
  /** The name of the state choice, e.g. 'Which violations'. */
  stateLabel: string;
  states: readonly { value: State; label: string }[];
  state: State;
  onStateChange: (state: State) => void;
  codes: readonly ComboboxItem[] | undefined;
  codeId: string | null;
  onCodeChange: (codeId: string | null) => void;
  /** The records found; undefined while they load. */
  total: number | undefined;
  noun: CountedNoun;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" align="center">
      <SegmentedControl
        size="xs"
        aria-label={stateLabel}
        value={state}
        onChange={(value) => {
          const chosen = states.find((s) => s.value === value);
          if (chosen) onStateChange(chosen.value);
        }}
        data={[...states]}
      />
      <Select
        size="xs"
        aria-label="Code"
        placeholder="All codes"
        clearable
        data={codes ?? []}
        value={codeId}
        onChange={onCodeChange}
      />
      {children}
      <Text size="sm" c="dimmed">
        {total === undefined ? '' : countOf(total, noun)}
      </Text>
    </Group>
  );
}
