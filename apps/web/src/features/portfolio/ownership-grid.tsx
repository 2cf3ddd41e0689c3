import { contract, OwnershipColumns, type OwnershipColumn, type OwnershipRow } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Button, Checkbox, Menu, Table, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { showError, showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
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
  const columns = OwnershipColumns.filter((c) => shown.includes(c.Field));
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
  const cell = (column: OwnershipColumn, row: OwnershipRow) => {
    const value = row[column.Field];
    switch (column.Type) {
      case 'link':
        return (
          <LinkButton ta="left" onClick={() => void go(profileViewRoute(row))}>
            {String(value)}
          </LinkButton>
        );
      case 'money':
        return typeof value === 'number' ? formatCents(value) : null;
      default:
        return value;
    }
  };
  return (
    <Table aria-label="Owners" highlightOnHover striped fz="sm">
      <Table.Thead>
        <Table.Tr>
          {props.columns.map((c) => {
            const sorted = c.Field === props.sortField;
            return (
              <Table.Th
                key={c.Field}
                ta={c.Type === 'money' ? 'right' : undefined}
                aria-sort={sorted ? 'ascending' : undefined}
              >
                {c.Sortable ? (
                  <UnstyledButton
                    fz="sm"
                    fw={700}
                    onClick={() => {
                      props.onSort(c.Field);
                    }}
                  >
                    {c.Title}
                    {sorted ? ' ▲' : ''}
                  </UnstyledButton>
                ) : (
                  c.Title
                )}
              </Table.Th>
            );
          })}
          <Table.Th aria-label="Actions" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={row.TopsAgentId}>
            {props.columns.map((c) => (
              <Table.Td
                key={c.Field}
                ta={c.Type === 'money' ? 'right' : undefined}
                style={c.Type === 'phone' ? { whiteSpace: 'nowrap' } : undefined}
              >
                {cell(c, row)}
              </Table.Td>
            ))}
            <Table.Td>
              <LinkButton
                aria-label={`Edit ${row.DisplayName}`}
                onClick={() => {
                  props.onEdit(row);
                }}
              >
                Edit
              </LinkButton>
            </Table.Td>
          </Table.Tr>
        ))}
        {props.rows.length === 0 ? (
          <EmptyRow colSpan={props.columns.length + 1}>No owners found.</EmptyRow>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
