import type { AgentListRow } from '@hoa/contract';
import { Badge, Group } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useGo } from '../../app/navigation';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { agentNameColumn, phoneColumn } from './agent-columns';

/** Vendors, banks, organizations, amenities or partners: name, where, how to reach them. */
export function DirectoryTable(props: {
  label: string;
  rows: readonly AgentListRow[];
  /** Extra cell at the end of each row, e.g. a vendor's communities button. */
  action?: (row: AgentListRow) => ReactNode;
}) {
  const go = useGo();
  const { action } = props;
  const columns = useMemo(() => directoryColumns(go, action), [go, action]);
  return (
    <DataGrid
      aria-label={props.label}
      rows={props.rows}
      columns={columns}
      rowKey={agentKey}
      empty="Nothing to list."
    />
  );
}

const agentKey = (row: AgentListRow) => row.TopsAgentId;

function directoryColumns(
  go: ReturnType<typeof useGo>,
  action: ((row: AgentListRow) => ReactNode) | undefined,
): GridColumn<AgentListRow>[] {
  const columns: GridColumn<AgentListRow>[] = [
    agentNameColumn(go),
    { id: 'company', header: 'Company', width: 160, cell: (row) => row.CompanyName },
    {
      id: 'community',
      header: 'Community',
      width: 160,
      cell: (row) => row.CommunityName ?? 'All communities',
    },
    phoneColumn(),
    { id: 'email', header: 'Email', width: 200, cell: (row) => row.PrimaryEmailAddress },
    { id: 'city', header: 'City', width: 120, cell: (row) => row.City },
    {
      id: 'status',
      header: 'Status',
      width: 160,
      cell: (row) => (
        <Group gap={4}>
          {row.IsActive ? null : <Badge color="gray">Inactive</Badge>}
          {row.IsRegisteredVendor ? <Badge variant="light">Registered</Badge> : null}
        </Group>
      ),
    },
  ];
  if (!action) return columns;
  return [...columns, { id: 'action', header: '', width: 120, cell: action }];
}
