import type { DataColumn, DataSource } from '@hoa/contract';
import {
  ComparisonOperatorId,
  formatCents,
  formatDate,
  operatorNeedsValue,
  type ReportFilter,
} from '@hoa/domain';
import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { FilterEditor } from '../saved-reports';
import { dataQuery, type DataView } from './data-browser-queries';
import { ExportButtons } from './export-buttons';

type Cell = string | number | null;
interface Row {
  key: number;
  cells: Record<string, Cell>;
}

const pageSize = 50;

/**
 * One table or view: its rows a page at a time in the grid, sorted by a column's header (on the
 * server), filtered by column, operator and value; exported as shown.
 */
export function SourceData({ source }: { source: DataSource }) {
  const [draft, setDraft] = useState<ReportFilter[]>([]);
  const [filters, setFilters] = useState<ReportFilter[]>([]);
  const [sort, setSort] = useState<{ column: string; descending: boolean } | null>(null);
  const [skip, setSkip] = useState(0);
  const view: DataView = {
    source,
    filters,
    sortColumn: sort?.column,
    sortDescending: sort?.descending ?? false,
    skip,
    take: pageSize,
  };
  const data = useQuery(dataQuery(view));
  const rows = useMemo(
    () => (data.data?.Rows ?? []).map((cells, i) => ({ key: skip + i, cells })),
    [data.data, skip],
  );
  const columns = useMemo(
    () =>
      gridColumns(source.Columns, sort, (column) => {
        setSort((now) => ({
          column,
          descending: now?.column === column ? !now.descending : false,
        }));
        setSkip(0);
      }),
    [source.Columns, sort],
  );
  const total = data.data?.TotalCount ?? 0;
  const complete = draft.filter(
    (f) => !operatorNeedsValue(f.operator) || (f.value !== null && f.value !== ''),
  );
  return (
    <Stack gap="sm">
      <div>
        <Title order={3}>{source.Title}</Title>
        <Text size="sm" c="dimmed">
          {source.SchemaName}.{source.Name} · {source.Description}
        </Text>
      </div>
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="xs">
          {draft.map((filter, index) => (
            <FilterEditor
              key={index}
              index={index}
              filter={filter}
              columns={source.Columns}
              onChange={(next) => {
                setDraft(draft.map((f, i) => (i === index ? next : f)));
              }}
              onRemove={() => {
                setDraft(draft.filter((_, i) => i !== index));
              }}
            />
          ))}
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setDraft([...draft, newFilter(source.Columns[0])]);
              }}
            >
              Add filter
            </Button>
            <Button
              size="xs"
              disabled={complete.length !== draft.length}
              onClick={() => {
                setFilters(draft);
                setSkip(0);
              }}
            >
              Apply filters
            </Button>
          </Group>
        </Stack>
      </Paper>
      {data.isError ? <LoadError error={data.error} /> : null}
      <DataGrid
        aria-label={source.Title}
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        empty={data.isPending ? 'Loading…' : 'No rows.'}
        bar={
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {data.isPlaceholderData || data.isPending
                ? 'Loading…'
                : `${total.toLocaleString('en-US')} ${total === 1 ? 'row' : 'rows'}${filters.length ? ' match the filters' : ''}`}
            </Text>
            <ExportButtons view={view} />
          </Group>
        }
        footer={
          <GridPager
            pages={Math.ceil(total / pageSize)}
            page={Math.floor(skip / pageSize) + 1}
            onChange={(page) => {
              setSkip((page - 1) * pageSize);
            }}
          />
        }
      />
    </Stack>
  );
}

const rowKey = (row: Row) => row.key;

function newFilter(column: DataColumn | undefined): ReportFilter {
  return {
    column: column?.key ?? '',
    operator: ComparisonOperatorId.Equals,
    value: null,
    logicalOperator: 0,
  };
}

function cellText(column: DataColumn, cell: Cell): string {
  if (cell === null) return '';
  if (column.kind === 'money' && typeof cell === 'number') return formatCents(cell);
  if (column.kind === 'date' && typeof cell === 'string') return formatDate(cell);
  return String(cell);
}

function gridColumns(
  columns: readonly DataColumn[],
  sort: { column: string; descending: boolean } | null,
  onSort: (column: string) => void,
): GridColumn<Row>[] {
  return columns.map((c) => ({
    id: c.key,
    header: (
      <UnstyledButton
        fz="sm"
        fw={600}
        onClick={() => {
          onSort(c.key);
        }}
      >
        {c.title}
      </UnstyledButton>
    ),
    cell: (row) => cellText(c, row.cells[c.key] ?? null),
    money: c.kind === 'money',
    align: c.kind === 'number' ? 'right' : undefined,
    width: c.kind === 'text' ? 180 : 120,
    ...(sort?.column === c.key
      ? { sorted: sort.descending ? ('descending' as const) : ('ascending' as const) }
      : {}),
  }));
}
