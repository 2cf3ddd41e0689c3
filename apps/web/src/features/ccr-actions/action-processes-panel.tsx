import { calledWith, contract, type ActionProcess, type CcrCode } from '@hoa/contract';
import { formatCents, type ActionProcessAction } from '@hoa/domain';
import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MayCall } from '../../widgets/may-call';
import { ActionProcessModal } from './action-process-modal';
import { AssignCodesModal } from './assign-codes-modal';
import { mayPerform } from './ccr-action-queries';
import { CopyProcessModal } from './copy-process-modal';
import { DeleteProcessModal } from './delete-process-modal';

const C = contract.ccrActions;
const ccr = (level: 'create' | 'update') => ({ claim: 'ccrviolations', level }) as const;

type Dialog =
  { kind: 'Add' } | { kind: 'Edit' | 'Assign' | 'Copy' | 'Delete'; process: ActionProcess };

/** A process's ladder in a line: each level's days, fine and hearing. */
function ladderText(process: ActionProcess): string {
  return process.TemplateLevels.map(
    (l) =>
      `${String(l.Sequence)}. ${l.LevelName} (${String(l.Days)} d` +
      (l.AdminFee > 0 ? `, ${formatCents(l.AdminFee)}` : '') +
      (l.IsHearingRequired ? ', hearing' : '') +
      ')',
  ).join(' → ');
}

/** A panel of a community's action processes (CCR here, ARC in architectural-settings). */
export interface ProcessesPanelProps {
  communityAgentId: number;
  processes: readonly ActionProcess[];
  letters: readonly { TopsTemplateId: number; Name: string; IsSystem: boolean }[];
  codes: readonly CcrCode[];
}

/**
 * The community's CCR action processes (spec 3 §4): each with its ladder and how many codes
 * follow it, and its actions; each action passes the server access check first (spec 3 §6).
 */
export function ActionProcessesPanel({
  communityAgentId,
  processes,
  letters,
  codes,
}: ProcessesPanelProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const open = (action: ActionProcessAction, next: Dialog) => {
    void mayPerform(action, communityAgentId).then((allowed) => {
      if (allowed) setDialog(next);
    });
  };
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Action processes</Title>
        <MayCall calls={[C.CheckUserAccess, ...calledWith(C.SaveActionProcess, ccr('create'))]}>
          <Button size="xs" onClick={() => open('Add', { kind: 'Add' })}>
            Add action process
          </Button>
        </MayCall>
      </Group>
      {processes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No action process yet: a violation of a CCR code climbs the levels of its code’s process.
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label="Action processes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={200}>Name</Table.Th>
              <Table.Th>Levels</Table.Th>
              <Table.Th w={60} ta="right">
                Codes
              </Table.Th>
              <Table.Th w={300} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {processes.map((process) => (
              <Table.Tr key={process.ActionProcessId} data-testid="action-process-row">
                <Table.Td fw={500}>{process.ActionProcessName}</Table.Td>
                <Table.Td>
                  <Text size="xs">{ladderText(process)}</Text>
                </Table.Td>
                <Table.Td ta="right">{process.CodeCount}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <MayCall calls={[C.CheckUserAccess, C.SaveActionProcess]}>
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => open('Edit', { kind: 'Edit', process })}
                      >
                        Edit
                      </Button>
                    </MayCall>
                    <MayCall calls={[C.CheckUserAccess, C.AssignActionProcessToCodes]}>
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => open('Assign', { kind: 'Assign', process })}
                      >
                        Assign codes
                      </Button>
                    </MayCall>
                    <MayCall calls={[C.CheckUserAccess, C.CopyActionProcess]}>
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => open('Copy', { kind: 'Copy', process })}
                      >
                        Copy
                      </Button>
                    </MayCall>
                    <MayCall
                      calls={[
                        C.CheckUserAccess,
                        ...(process.CodeCount > 0
                          ? calledWith(C.DeleteActionProcess, ccr('update'))
                          : [C.DeleteActionProcess]),
                      ]}
                    >
                      <Button
                        size="compact-xs"
                        variant="default"
                        color="red"
                        onClick={() => open('Delete', { kind: 'Delete', process })}
                      >
                        Delete
                      </Button>
                    </MayCall>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {dialog?.kind === 'Add' || dialog?.kind === 'Edit' ? (
        <ActionProcessModal
          communityAgentId={communityAgentId}
          process={dialog.kind === 'Edit' ? dialog.process : null}
          letters={letters}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'Assign' ? (
        <AssignCodesModal process={dialog.process} codes={codes} onClose={close} />
      ) : null}
      {dialog?.kind === 'Copy' ? (
        <CopyProcessModal process={dialog.process} onClose={close} />
      ) : null}
      {dialog?.kind === 'Delete' ? (
        <DeleteProcessModal
          process={dialog.process}
          others={processes.filter((p) => p.ActionProcessId !== dialog.process.ActionProcessId)}
          onClose={close}
        />
      ) : null}
    </Paper>
  );
}
