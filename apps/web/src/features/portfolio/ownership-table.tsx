import type { OwnershipRow } from '@hoa/contract';
import { useMemo } from 'react';
import { useGo } from '../../app/navigation';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { accountColumn, agentNameColumn, phoneColumn } from './agent-columns';
import { streetText } from './row-format';

/** Owners with the property they hold: owner search results and the owner portfolio. */
export function OwnershipTable(props: {
  label: string;
  rows: readonly OwnershipRow[];
  showCommunity?: boolean;
  showBalance?: boolean;
}) {
  const go = useGo();
  const { showCommunity = false, showBalance = false } = props;
  const columns = useMemo(() => {
    const all: (GridColumn<OwnershipRow> | false)[] = [
      agentNameColumn(go),
      { id: 'type', header: 'Type', width: 110, cell: (row) => row.AgentTypeName },
      accountColumn(),
      { id: 'address', header: 'Property address', width: 220, cell: streetText },
      showCommunity && {
        id: 'community',
        header: 'Community',
        width: 180,
        cell: (row) => row.CommunityName,
      },
      phoneColumn(),
      { id: 'email', header: 'Email', width: 200, cell: (row) => row.PrimaryEmailAddress },
      showBalance && moneyColumn<OwnershipRow>('balance', 'Balance', (row) => row.Balance),
    ];
    return all.filter((column) => column !== false);
  }, [go, showCommunity, showBalance]);
  return (
    <DataGrid
      aria-label={props.label}
      rows={props.rows}
      columns={columns}
      rowKey={ownerKey}
      empty="No owners found."
    />
  );
}

const ownerKey = (row: OwnershipRow) => `${row.TopsAgentId}-${row.PropertyAgentId}`;
