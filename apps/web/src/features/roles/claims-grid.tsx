import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import {
  areaLabel,
  groupByArea,
  levelsOf,
  Levels,
  setAll,
  setLevel,
  type ClaimDefinition,
  type GrantMap,
} from './claim-grants';

interface ClaimsGridProps {
  claims: readonly ClaimDefinition[];
  grants: GrantMap;
  onChange: (grants: GrantMap) => void;
}

const moves = new Map<string, readonly [number, number]>([
  ['ArrowUp', [-1, 0]],
  ['ArrowDown', [1, 0]],
  ['ArrowLeft', [0, -1]],
  ['ArrowRight', [0, 1]],
]);

/** One row per claim, grouped by area, with Create/Read/Update/Delete; arrow keys move between boxes. */
export function ClaimsGrid({ claims, grants, onChange }: ClaimsGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const groups = useMemo(() => groupByArea(claims), [claims]);
  const allClaims = useMemo(() => claims.map((claim) => claim.Claim), [claims]);
  const rowOf = useMemo(
    () => new Map(allClaims.map((claim, index) => [claim, index])),
    [allClaims],
  );

  function moveFocus(event: KeyboardEvent<HTMLTableElement>): void {
    const move = moves.get(event.key);
    const cell = event.target instanceof HTMLElement ? event.target.dataset.cell : undefined;
    if (!move || !cell) return;
    const position = cell.split(':').map(Number);
    const row = position.at(0);
    const column = position.at(1);
    if (row === undefined || column === undefined) return;
    const nextRow = Math.min(Math.max(row + move[0], 0), allClaims.length - 1);
    const nextColumn = Math.min(Math.max(column + move[1], 0), Levels.length - 1);
    const next = tableRef.current?.querySelector<HTMLInputElement>(
      `[data-cell="${nextRow}:${nextColumn}"]`,
    );
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  return (
    <>
      <Group gap="xs" mb="xs">
        <Button
          variant="default"
          onClick={() => {
            onChange(setAll(grants, allClaims, true));
          }}
        >
          Grant all
        </Button>
        <Button
          variant="default"
          onClick={() => {
            onChange(setAll(grants, allClaims, false));
          }}
        >
          Clear all
        </Button>
        <Text size="xs" c="dimmed">
          Arrow keys move between boxes; Space toggles.
        </Text>
      </Group>
      <Table
        ref={tableRef}
        aria-label="Claims"
        striped={false}
        onKeyDown={moveFocus}
        withTableBorder
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Claim</Table.Th>
            <Table.Th>Description</Table.Th>
            {Levels.map((level) => (
              <Table.Th key={level.key} ta="center" w={70}>
                {level.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <ClaimGroupRows
              key={group.area}
              area={group.area}
              claims={group.claims}
              grants={grants}
              rowOf={rowOf}
              onChange={onChange}
            />
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

interface ClaimGroupRowsProps {
  area: string;
  claims: readonly ClaimDefinition[];
  grants: GrantMap;
  rowOf: ReadonlyMap<string, number>;
  onChange: (grants: GrantMap) => void;
}

function ClaimGroupRows({ area, claims, grants, rowOf, onChange }: ClaimGroupRowsProps) {
  return (
    <>
      <Table.Tr bg="gray.1">
        <Table.Th colSpan={2 + Levels.length} scope="rowgroup">
          {areaLabel(area)}
        </Table.Th>
      </Table.Tr>
      {claims.map((claim) => {
        const levels = levelsOf(grants, claim.Claim);
        const row = rowOf.get(claim.Claim) ?? 0;
        return (
          <Table.Tr key={claim.Claim}>
            <Table.Td ff="monospace">{claim.Claim}</Table.Td>
            <Table.Td>{claim.Description}</Table.Td>
            {Levels.map((level, column) => (
              <Table.Td key={level.key} ta="center">
                <Checkbox
                  display="inline-block"
                  aria-label={`${claim.Claim} ${level.label}`}
                  data-cell={`${row}:${column}`}
                  checked={levels[level.key]}
                  onChange={(event) => {
                    onChange(setLevel(grants, claim.Claim, level.key, event.currentTarget.checked));
                  }}
                />
              </Table.Td>
            ))}
          </Table.Tr>
        );
      })}
    </>
  );
}
