import type { ChargeItemAgent } from '@hoa/contract';
import { formatCents, type Cents } from '@hoa/domain';
import { Button } from '@mantine/core';
import { useMemo, useRef, type ReactNode } from 'react';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { MoneyInput } from '../../widgets/money-input';

type ChargeDetail = ChargeItemAgent['Details'][number];

/** One line of the grid: a code of an owner's charge, the owner named on its first line. */
interface DetailRow {
  owner: ChargeItemAgent;
  detail: ChargeDetail;
  first: boolean;
  /** The amount typed, not saved yet (null while not an amount); absent while unchanged. */
  edit?: { cents: Cents | null };
}

/**
 * A charge run's owners, one page, a line per code, in the data grid; the amounts of an accrued
 * run editable. `onEdit` and `onProperty` must stay the same functions between renders: a change
 * then renders only its line again.
 */
export function ChargeReviewGrid(props: {
  owners: readonly ChargeItemAgent[];
  edits: Record<string, Cents | null>;
  editable: boolean;
  onEdit: (line: ChargeLineKey, cents: Cents | null) => void;
  onProperty: (propertyAgentId: number) => void;
  footer: ReactNode;
}) {
  const { owners, edits, editable, onEdit, onProperty } = props;
  const lines = useMemo(
    () =>
      owners.flatMap((owner) =>
        owner.Details.map((detail, i): DetailRow => ({ owner, detail, first: i === 0 })),
      ),
    [owners],
  );
  // An edited line gets a row object of its own, the same one while its amount is the same.
  const edited = useRef(new Map<string, DetailRow>());
  const rows = useMemo(
    () =>
      lines.map((line) => {
        const id = lineKey(line);
        if (!(id in edits)) return line;
        const cents = edits[id] ?? null;
        let row = edited.current.get(id);
        if (row?.detail !== line.detail || row.edit?.cents !== cents) {
          row = { ...line, edit: { cents } };
          edited.current.set(id, row);
        }
        return row;
      }),
    [lines, edits],
  );
  const columns = useMemo(
    () => reviewColumns(editable, onEdit, onProperty),
    [editable, onEdit, onProperty],
  );
  return (
    <DataGrid
      aria-label="Owners"
      rows={rows}
      columns={columns}
      rowKey={lineKey}
      rowHeight={editable ? 40 : 31}
      empty="No owners in this run."
      footer={props.footer}
    />
  );
}

/** A line of a run: its owner and code (a run has one line per owner and code). */
export interface ChargeLineKey {
  TopsAgentId: number;
  TopsCodeId: number;
}

/** The key of a line in the grid and in the edits. */
export const chargeLineKey = (line: ChargeLineKey): string =>
  `${String(line.TopsAgentId)}-${String(line.TopsCodeId)}`;

/** The line of a key of chargeLineKey. */
export function chargeLine(key: string): ChargeLineKey {
  const [agent, code] = key.split('-');
  return { TopsAgentId: Number(agent), TopsCodeId: Number(code) };
}

const lineKey = (row: DetailRow) =>
  chargeLineKey({ TopsAgentId: row.owner.TopsAgentId, TopsCodeId: row.detail.TopsCodeId });

function reviewColumns(
  editable: boolean,
  onEdit: (line: ChargeLineKey, cents: Cents | null) => void,
  onProperty: (propertyAgentId: number) => void,
): GridColumn<DetailRow>[] {
  return [
    {
      id: 'account',
      header: 'Account',
      width: 100,
      cell: (r) => (r.first ? r.owner.AccountNumber : ''),
    },
    { id: 'owner', header: 'Owner', width: 200, cell: (r) => (r.first ? r.owner.OwnerName : '') },
    {
      id: 'property',
      header: 'Property',
      width: 220,
      cell: ({ owner, first }) =>
        first && owner.PropertyAgentId ? (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onProperty(owner.PropertyAgentId ?? 0)}
          >
            {owner.Address ?? 'Property'}
          </Button>
        ) : null,
    },
    {
      id: 'code',
      header: 'Code',
      width: 120,
      cell: ({ detail }) => `${detail.CodeAlias}${detail.IsDebit ? '' : ' (credit)'}`,
    },
    moneyColumn('accrued', 'Accrued', (r) => r.detail.AccruedAmount),
    {
      id: 'amount',
      header: 'Amount',
      width: 150,
      money: true,
      cell: ({ owner, detail, edit }) =>
        editable ? (
          <MoneyInput
            size="xs"
            aria-label={`Amount ${owner.AccountNumber ?? ''} ${detail.CodeAlias}`}
            value={edit ? edit.cents : detail.Amount}
            onChange={(cents) => {
              onEdit({ TopsAgentId: owner.TopsAgentId, TopsCodeId: detail.TopsCodeId }, cents);
            }}
          />
        ) : (
          formatCents(detail.Amount)
        ),
    },
  ];
}
