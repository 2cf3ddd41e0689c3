import { calledWith, contract, type CcrCode } from '@hoa/contract';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { MayCall } from '../../widgets/may-call';
import { CcrCodeModal } from './ccr-code-modal';

const save = contract.codes.SaveCodeGraph;
const ccr = (level: 'create' | 'update') => ({ claim: 'ccrviolations', level }) as const;
const codeKey = (code: CcrCode) => code.TopsCodeId;

/**
 * The community's CCR codes (code type 7, Code/Index): the covenant text each cites, the action
 * that resolves it and the action process it follows.
 */
export function CcrCodesPanel({
  communityAgentId,
  codes,
}: {
  communityAgentId: number;
  codes: readonly CcrCode[];
}) {
  // undefined: closed; null: adding a code.
  const [editing, setEditing] = useState<CcrCode | null | undefined>(undefined);
  const columns = useMemo(() => codeColumns(setEditing), []);
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={4}>CCR codes</Title>
        <MayCall calls={calledWith(save, ccr('create'))}>
          <Button size="xs" onClick={() => setEditing(null)}>
            Add CCR code
          </Button>
        </MayCall>
      </Group>
      <DataGrid
        aria-label="CCR codes"
        rows={codes}
        columns={columns}
        rowKey={codeKey}
        rowHeight={32}
        rowTestId={(code) => `ccr-code-${code.CodeAlias}`}
        empty="The community has no CCR code yet."
      />
      {editing !== undefined ? (
        <CcrCodeModal
          communityAgentId={communityAgentId}
          code={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Paper>
  );
}

function codeColumns(onEdit: (code: CcrCode) => void): GridColumn<CcrCode>[] {
  const text = (value: string | null) => (
    <Text size="xs" truncate title={value ?? undefined}>
      {value ?? '—'}
    </Text>
  );
  return [
    {
      id: 'alias',
      header: 'Alias',
      width: 90,
      sortValue: (c) => c.CodeAlias,
      cell: (c) => c.CodeAlias,
    },
    {
      id: 'name',
      header: 'Name',
      width: 200,
      sortValue: (c) => c.CodeName,
      cell: (c) => c.CodeName,
    },
    { id: 'covenant', header: 'Covenant text', cell: (c) => text(c.CodeDetailDescription) },
    { id: 'action', header: 'Action needed', cell: (c) => text(c.CodeActionNeeded) },
    {
      id: 'process',
      header: 'Action process',
      width: 170,
      sortValue: (c) => c.ActionProcessName ?? '',
      cell: (c) =>
        c.ActionProcessName ?? (
          <Text size="xs" c="dimmed">
            None
          </Text>
        ),
    },
    {
      id: 'edit',
      header: '',
      width: 64,
      cell: (c) => (
        <MayCall calls={calledWith(save, ccr('update'))}>
          <Button size="compact-xs" variant="default" onClick={() => onEdit(c)}>
            Edit
          </Button>
        </MayCall>
      ),
    },
  ];
}
