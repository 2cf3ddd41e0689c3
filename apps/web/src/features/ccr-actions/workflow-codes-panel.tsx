import { calledWith, contract, type CcrCode } from '@hoa/contract';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { MayCall } from '../../widgets/may-call';
import { WorkflowCodeModal } from './workflow-code-modal';
import type { WorkflowCodeKind } from './workflow-code-kind';

const save = contract.codes.SaveCodeGraph;
const codeKey = (code: CcrCode) => code.TopsCodeId;

/**
 * The community's codes of a kind (CCR codes, type 7, from Code/Index; architectural codes, type
 * 20, from the ARC process graph): the covenant text each cites, the action that resolves it and
 * the process it follows.
 */
export function WorkflowCodesPanel({
  kind,
  communityAgentId,
  codes,
}: {
  kind: WorkflowCodeKind;
  communityAgentId: number;
  codes: readonly CcrCode[];
}) {
  // undefined: closed; null: adding a code.
  const [editing, setEditing] = useState<CcrCode | null | undefined>(undefined);
  const columns = useMemo(() => codeColumns(kind, setEditing), [kind]);
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={4}>{kind.title}</Title>
        <MayCall calls={calledWith(save, { claim: kind.claim, level: 'create' })}>
          <Button size="xs" onClick={() => setEditing(null)}>
            Add {kind.noun}
          </Button>
        </MayCall>
      </Group>
      <DataGrid
        aria-label={kind.title}
        rows={codes}
        columns={columns}
        rowKey={codeKey}
        rowHeight={32}
        rowTestId={(code) => `${kind.testIdPrefix}-${code.CodeAlias}`}
        empty={`The community has no ${kind.noun} yet.`}
      />
      {editing !== undefined ? (
        <WorkflowCodeModal
          kind={kind}
          communityAgentId={communityAgentId}
          code={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Paper>
  );
}

function codeColumns(
  kind: WorkflowCodeKind,
  onEdit: (code: CcrCode) => void,
): GridColumn<CcrCode>[] {
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
      header: kind.processHeader,
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
        <MayCall calls={calledWith(save, { claim: kind.claim, level: 'update' })}>
          <Button size="compact-xs" variant="default" onClick={() => onEdit(c)}>
            Edit
          </Button>
        </MayCall>
      ),
    },
  ];
}
