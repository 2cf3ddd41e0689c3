import { contract, OwnershipColumns, type OwnershipColumn, type OwnershipRow } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Button, Checkbox, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { showError, showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LinkButton } from '../../widgets/link-button';
import { profileViewRoute } from '../crm';
import { ListFrame } from './list-frame';
import { OwnershipEditModal } from './ownership-edit-modal';
import { portfolioKey } from './portfolio-queries';
import { useListState } from './use-list-state';

type Field = OwnershipColumn['Field'];

/**
 * The ownership grid (ownerships by owner): a community's owners from /api/Ownership/Search, with
 * the columns of the contract's one column list (those visible by default, others by choice),
 * sorted by a sortable column's header, and the page's primary emails to copy.
 */
export function OwnershipGrid(props: { communityAgentId: number; take: number }) {
  const state = useListState({ take: props.take });
  const [sortField, setSortField] = useState<Field>('DisplayName');
  const [shown, setShown] = useState<readonly Field[]>(() =>
    OwnershipColumns.filter((c) => c.VisibleByDefault).map((c) => c.Field),
  );
  const body = {
    communityAgentId: props.communityAgentId,
    ...(state.searchTerm ? { criteria: state.searchTerm } : {}),
    sortField,
    skip: state.skip,
    take: state.take,
  };
  const query = useQuery({
    queryKey: [...portfolioKey, 'ownershipGrid', body],
    queryFn: () => api.call(contract.ownership.Search, { body }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<OwnershipRow | null>(null);
  const columns = useMemo(() => OwnershipColumns.filter((c) => shown.includes(c.Field)), [shown]);
  const copyEmails = useMutation({
    mutationFn: async (rows: readonly OwnershipRow[]) => {
      const agentIds = rows.map((row) => row.TopsAgentId).join(',');
      const found = await api.call(contract.ownership.GetPrimaryEmailAddresses, {
        query: { agentIds },
      });
      const emails = found.flatMap((row) =>
        row.PrimaryEmailAddress ? [row.PrimaryEmailAddress] : [],
      );
      await navigator.clipboard.writeText(emails.join('; '));
      return emails.length;
    },
    onSuccess: (count) => {
      showSuccess(`Copied ${count} email address${count === 1 ? '' : 'es'}.`);
    },
    onError: showError,
  });
  return (
    <>
      {editing ? (
        <OwnershipEditModal
          row={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      <ListFrame
        state={state}
        query={query}
        filterLabel="Filter owners"
        controls={
          <>
            <ColumnMenu shown={shown} onChange={setShown} />
            <Button
              variant="default"
              disabled={!query.data?.Results.length}
              loading={copyEmails.isPending}
              onClick={() => {
                if (query.data) copyEmails.mutate(query.data.Results);
              }}
            >
              Copy emails
            </Button>
          </>
        }
      >
        {(data) => (
          <OwnershipGridTable
            columns={columns}
            rows={data.Results}
            sortField={sortField}
            onSort={(field) => {
              setSortField(field);
              state.setSkip(0);
            }}
            onEdit={setEditing}
          />
        )}
      </ListFrame>
    </>
  );
}

function ColumnMenu(props: { shown: readonly Field[]; onChange: (shown: Field[]) => void }) {
  return (
    <Menu closeOnItemClick={false} position="bottom-start">
      <Menu.Target>
        <Button variant="default">Columns</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {OwnershipColumns.map((c) => (
          <Menu.Item key={c.Field}>
            <Checkbox
              label={c.Title}
              checked={props.shown.includes(c.Field)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                props.onChange(
                  OwnershipColumns.map((x) => x.Field).filter((field) =>
                    field === c.Field ? on : props.shown.includes(field),
                  ),
                );
              }}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function OwnershipGridTable(props: {
  columns: readonly OwnershipColumn[];
  rows: readonly OwnershipRow[];
  sortField: Field;
  onSort: (field: Field) => void;
  onEdit: (row: OwnershipRow) => void;
}) {
  const go = useGo();
  // The latest callbacks through a ref: the grid's columns change only with the columns shown
  // and the sort.
  const latest: OwnerActions = { onSort: props.onSort, onEdit: props.onEdit, open: go };
  const actions = useRef(latest);
  actions.current = latest;
  const columns = useMemo(
    () => ownerColumns(props.columns, props.sortField, actions),
    [props.columns, props.sortField],
  );
  return (
    <DataGrid
      aria-label="Owners"
      rows={props.rows}
      columns={columns}
      rowKey={ownerKey}
      rowHeight={34}
      empty="No owners found."
    />
  );
}

interface OwnerActions {
  onSort: (field: Field) => void;
  onEdit: (row: OwnershipRow) => void;
  open: ReturnType<typeof useGo>;
}

const ownerKey = (row: OwnershipRow) => row.TopsAgentId;

/** Widths of the columns by field; the others take `otherWidth`. */
const widths: Partial<Record<Field, number>> = {
  DisplayName: 150,
  AgentTypeName: 90,
  AccountNumber: 95,
  StreetNumber: 125,
  StreetName: 140,
  Unit: 50,
  Phone: 125,
  PrimaryEmailAddress: 210,
  Balance: 95,
};
const otherWidth = 110;

function ownerColumns(
  shown: readonly OwnershipColumn[],
  sortField: Field,
  actions: { current: OwnerActions },
): GridColumn<OwnershipRow>[] {
  const cell = (column: OwnershipColumn, row: OwnershipRow) => {
    const value = row[column.Field];
    switch (column.Type) {
      case 'link':
        return (
          <LinkButton ta="left" onClick={() => void actions.current.open(profileViewRoute(row))}>
            {String(value)}
          </LinkButton>
        );
      case 'money':
        return typeof value === 'number' ? formatCents(value) : null;
      case 'phone':
        return <span style={{ whiteSpace: 'nowrap' }}>{value}</span>;
      default:
        return value;
    }
  };
  const columns = shown.map((c): GridColumn<OwnershipRow> => {
    const sorted = c.Field === sortField;
    return {
      id: c.Field,
      header: c.Sortable ? (
        <UnstyledButton
          fz="sm"
          fw={700}
          onClick={() => {
            actions.current.onSort(c.Field);
          }}
        >
          {c.Title}
          {sorted ? ' ▲' : ''}
        </UnstyledButton>
      ) : (
        c.Title
      ),
      sorted: sorted ? 'ascending' : undefined,
      width: widths[c.Field] ?? otherWidth,
      money: c.Type === 'money',
      cell: (row) => cell(c, row),
    };
  });
  return [
    ...columns,
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 50,
      cell: (row) => (
        <LinkButton
          aria-label={`Edit ${row.DisplayName}`}
          onClick={() => {
            actions.current.onEdit(row);
          }}
        >
          Edit
        </LinkButton>
      ),
    },
  ];
}
