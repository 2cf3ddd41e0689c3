import { ApiError, contract, type CcrRecordView } from '@hoa/contract';
import { localDay, ViolationMessages } from '@hoa/domain';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showError, showErrorOr, showSuccess } from '../../app/toasts';
import { downloadFile } from '../../widgets/download-file';
import { MayCall } from '../../widgets/may-call';
import { refreshViolations } from './ccr-queries';
import { EditViolationModal } from './edit-violation-modal';

const C = contract.ccr;

const caseFileFailed = 'The case file could not be made.';

/** Downloads the violation's case file (one PDF). */
function CaseFileButton({ itemId }: { itemId: number }) {
  const run = useMutation({
    mutationFn: () =>
      downloadFile(
        `${C.GetCcrCaseFile.path}?itemId=${String(itemId)}`,
        `violation-${String(itemId)}-case-file.pdf`,
        caseFileFailed,
      ),
    onError: (error) => {
      showError(error instanceof ApiError ? error : new ApiError(500, caseFileFailed));
    },
  });
  return (
    <Button size="xs" variant="default" onClick={() => run.mutate()} loading={run.isPending}>
      Case file (PDF)
    </Button>
  );
}

/**
 * The actions on a violation the caller's claims allow: the case file; while open, edit, advance
 * when a level is left, forcibly advance after the spec's confirmation, undo the last action,
 * resolve and close (confirmed); once closed or resolved, reopen.
 */
export function ViolationActionsBar({ view }: { view: CcrRecordView }) {
  const record = view.Record;
  const itemId = record.TopsItemId;
  const communityAgentId = record.CommunityAgentId;
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const act = useMutation({
    mutationFn: (run: () => Promise<string | null>) => run(),
    onError: (error) => showErrorOr(error, ViolationMessages.advanceFailed),
    onSuccess: async (message) => {
      if (message) showSuccess(message);
      await refreshViolations(client);
    },
  });
  /** An action's call; its answer's message (advance, resolve) is shown on success. */
  const run = (work: () => Promise<string | null>) => () => act.mutate(work);
  const isOpen = record.State === 'Open';
  // After the last level there is nothing to advance to: the server would refuse.
  const hasNextLevel = view.Levels.some((level) => !level.IsTaken);
  const today = localDay(new Date());
  const advance = run(
    async () =>
      (await api.call(C.ProcessCcrAction, { body: { ccrActionId: itemId, communityAgentId } }))
        .Message,
  );
  const forceAdvance = () =>
    openConfirm({
      title: 'Advance violation',
      message: ViolationMessages.advanceConfirm,
      confirmLabel: 'Advance',
      onConfirm: run(
        async () =>
          (
            await api.call(C.ViolationForciblyMoveToNextLevel, {
              body: { model: { TopsItemId: itemId }, postDate: today },
            })
          ).Message,
      ),
    });
  const resolve = run(
    async () => (await api.call(C.ResolveViolation, { body: { itemId } })).Message,
  );
  const close = () =>
    openConfirm({
      title: 'Close violation',
      message: 'Are you sure you want to close this violation?',
      confirmLabel: 'Close violation',
      danger: true,
      onConfirm: run(async () => {
        await api.call(C.CloseCcrRecordViaTopsItemId, { body: { TopsItemId: itemId } });
        return null;
      }),
    });
  const undo = () =>
    openConfirm({
      title: 'Undo last action',
      message: 'Undo the last action? Its fine is removed and its letter batch too, unless sent.',
      confirmLabel: 'Undo',
      danger: true,
      onConfirm: run(async () => {
        await api.call(C.UndoLastAction, { body: { itemId } });
        return null;
      }),
    });
  const reopen = run(async () => {
    await api.call(C.ReopenCcrRecord, { body: { itemId } });
    return null;
  });
  return (
    <>
      <EditViolationModal record={record} opened={editing} onClose={() => setEditing(false)} />
      <Group gap="xs">
        <MayCall calls={C.GetCcrCaseFile}>
          <CaseFileButton itemId={itemId} />
        </MayCall>
        {isOpen ? (
          <>
            <MayCall calls={C.UpdateCcrRecord}>
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
            </MayCall>
            {hasNextLevel ? (
              <>
                <MayCall calls={C.ProcessCcrAction}>
                  <Button size="xs" onClick={advance} loading={act.isPending}>
                    Advance
                  </Button>
                </MayCall>
                <MayCall calls={C.ViolationForciblyMoveToNextLevel}>
                  <Button size="xs" variant="default" onClick={forceAdvance}>
                    Forcibly advance
                  </Button>
                </MayCall>
              </>
            ) : null}
            {view.Actions.length > 0 ? (
              <MayCall calls={C.UndoLastAction}>
                <Button size="xs" variant="default" onClick={undo}>
                  Undo last action
                </Button>
              </MayCall>
            ) : null}
            <MayCall calls={C.ResolveViolation}>
              <Button size="xs" color="green" variant="light" onClick={resolve}>
                Resolve
              </Button>
            </MayCall>
            <MayCall calls={C.CloseCcrRecordViaTopsItemId}>
              <Button size="xs" color="red" variant="light" onClick={close}>
                Close
              </Button>
            </MayCall>
          </>
        ) : (
          <MayCall calls={C.ReopenCcrRecord}>
            <Button size="xs" variant="default" onClick={reopen} loading={act.isPending}>
              Reopen
            </Button>
          </MayCall>
        )}
      </Group>
    </>
  );
}
