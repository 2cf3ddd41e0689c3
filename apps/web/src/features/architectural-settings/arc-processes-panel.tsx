import { calledWith, contract, type ActionProcess } from '@hoa/contract';
import { ArcActionProcessMessages } from '@hoa/domain';
import { Button, Group, Paper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showError, showSuccess } from '../../app/toasts';
import { ApiError } from '@hoa/contract';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { MayCall } from '../../widgets/may-call';
import {
  ActionProcessModal,
  AssignCodesModal,
  type ProcessesPanelProps,
  type SaveBody,
} from '../ccr-actions';
import { refreshArchitectural } from './architectural-queries';

const A = contract.arcActionProcesses;

type Dialog = { kind: 'Add' } | { kind: 'Edit' | 'Assign'; process: ActionProcess };

/** The process's levels as a save sends them back, and its codes. */
const graphOf = (process: ActionProcess, topsCodeIds?: number[]) => ({
  ActionProcess: {
    ActionProcessId: process.ActionProcessId,
    ActionProcessName: process.ActionProcessName,
    CommunityAgentId: process.CommunityAgentId,
  },
  TemplateLevels: process.TemplateLevels.map(({ TemplateName: _name, ...level }) => level),
  ApplyToUntaken: false,
  TopsCodeIds: topsCodeIds,
});

const arcSave = {
  save: (body: SaveBody) => api.call(A.SaveArcActionProcessGraph, { body }),
  refresh: refreshArchitectural,
};

/**
 * The community's ARC action processes (spec 3 §4; issue 21 part 2): each with its letters and
 * codes, added and edited with the violations' level table (letters only), its architectural
 * codes assigned, and removed unless used ('Arc action process is used, cannot remove.').
 * Architectural process edits skip the server access check (spec 3 §6): MayCall decides.
 */
export function ArcProcessesPanel({
  communityAgentId,
  processes,
  letters,
  codes,
}: ProcessesPanelProps) {
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const remove = useCallback(
    (process: ActionProcess) => {
      void api
        .call(A.isArcActionProcessAlreadyAssigned, {
          query: { actionProcessId: process.ActionProcessId },
        })
        .then((usage) => {
          if (usage.IsAssigned) {
            showError(new ApiError(409, ArcActionProcessMessages.inUse));
            return;
          }
          openConfirm({
            title: 'Remove ARC action process',
            message: `Remove ${process.ActionProcessName}?`,
            confirmLabel: 'Remove',
            danger: true,
            onConfirm: () => {
              void api
                .call(A.DeleteArcActionProcess, {
                  body: { ActionProcessId: process.ActionProcessId },
                })
                .then(async () => {
                  await refreshArchitectural(client);
                  showSuccess(`${process.ActionProcessName} was removed.`);
                }, showError);
            },
          });
        }, showError);
    },
    [client],
  );
  const columns = useMemo<GridColumn<ActionProcess>[]>(
    () => [
      { id: 'name', header: 'Name', width: 200, cell: (p) => p.ActionProcessName },
      {
        id: 'levels',
        header: 'Levels',
        cell: (p) =>
          p.TemplateLevels.map(
            (l) =>
              `${String(l.Sequence)}. ${l.LevelName} (${String(l.Days)} d, ${l.TemplateName ?? 'no letter'})`,
          ).join(' → '),
      },
      {
        id: 'codes',
        header: 'Codes',
        width: 200,
        cell: (p) =>
          codes
            .filter((c) => c.ActionProcessId === p.ActionProcessId)
            .map((c) => c.CodeAlias)
            .join(', ') || '—',
      },
      {
        id: 'actions',
        header: '',
        width: 260,
        cell: (process) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <MayCall calls={A.SaveArcActionProcessGraph}>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => setDialog({ kind: 'Edit', process })}
              >
                Edit
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => setDialog({ kind: 'Assign', process })}
              >
                Assign codes
              </Button>
            </MayCall>
            <MayCall calls={[A.isArcActionProcessAlreadyAssigned, A.DeleteArcActionProcess]}>
              <Button
                size="compact-xs"
                variant="default"
                color="red"
                onClick={() => remove(process)}
              >
                Remove
              </Button>
            </MayCall>
          </Group>
        ),
      },
    ],
    [codes, remove],
  );
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={4}>ARC action processes</Title>
        <MayCall
          calls={calledWith(A.SaveArcActionProcessGraph, { claim: 'community', level: 'create' })}
        >
          <Button size="xs" onClick={() => setDialog({ kind: 'Add' })}>
            Add ARC action process
          </Button>
        </MayCall>
      </Group>
      <DataGrid
        aria-label="ARC action processes"
        rows={processes}
        columns={columns}
        rowKey={(p) => p.ActionProcessId}
        rowTestId={() => 'arc-process-row'}
        empty="No ARC action process yet: an architectural request climbs the levels of its code’s process."
      />
      {dialog?.kind === 'Add' || dialog?.kind === 'Edit' ? (
        <ActionProcessModal
          communityAgentId={communityAgentId}
          process={dialog.kind === 'Edit' ? dialog.process : null}
          letters={letters}
          onClose={close}
          arc={arcSave}
        />
      ) : null}
      {dialog?.kind === 'Assign' ? (
        <AssignCodesModal
          process={dialog.process}
          codes={codes}
          onClose={close}
          arc={{
            assign: (body) =>
              api.call(A.SaveArcActionProcessGraph, {
                body: graphOf(dialog.process, body.TopsCodeIds),
              }),
            refresh: refreshArchitectural,
          }}
        />
      ) : null}
    </Paper>
  );
}
