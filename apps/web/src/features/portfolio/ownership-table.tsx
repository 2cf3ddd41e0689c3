import type { OwnershipRow } from '@hoa/contract';
import { useMemo, type ReactNode } from 'react';
import { useGo } from '../../app/navigation';
import {
  DataGrid,
  moneyColumn,
  type GridColumn,
  type GridSelection,
} from '../../widgets/data-grid/data-grid';
import { accountColumn, agentNameColumn, phoneColumn } from './agent-columns';
import { streetText } from './row-format';

/** Owners with the property they hold: owner search results and the owner portfolio. */
export function OwnershipTable(props: {
  label: string;
  rows: readonly OwnershipRow[];
  showCommunity?: boolean;
  showBalance?: boolean;
  /** Checkboxes for an action on the picked owners (keys are ownershipKey's). */
  selection?: GridSelection<OwnershipRow>;
  /** The action bar above the rows. */
  bar?: ReactNode;
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
      rowKey={ownershipKey}
      selection={props.selection}
      bar={props.bar}
      empty="No owners found."
    />
  );
}

/** A row's key: the owner and the property held (an owner of two properties is two rows). */
export const ownershipKey = (row: OwnershipRow) => `${row.TopsAgentId}-${row.PropertyAgentId}`;
