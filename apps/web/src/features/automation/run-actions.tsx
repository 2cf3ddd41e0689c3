import type { JobRunJson } from '@hoa/contract';
import { JobRunStatus } from '@hoa/domain';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { confirmMoneyMove, openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { MayCall } from '../../widgets/may-call';
import { A, jobCalls } from './automation-queries';

const owners = { one: 'owner', many: 'owners' };

/**
 * A run's actions: Approve a run waiting for approval (it posts), Roll back a finished one
 * (what it posted reversed), each after a confirmation and only for a user the server lets.
 */
export function RunActions({ run }: { run: JobRunJson }) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: ['automation'] });
  const approve = useMutation({
    mutationFn: () => api.call(A.ApproveRun, { body: { JobRunId: run.JobRunId } }),
    onSuccess: async () => {
      showSuccess(`${run.Name}: approved and posted.`);
      await done();
    },
  });
  const rollback = useMutation({
    mutationFn: () => api.call(A.RollbackRun, { body: { JobRunId: run.JobRunId } }),
    onSuccess: async () => {
      showSuccess(`${run.Name}: rolled back.`);
      await done();
    },
  });
  const awaiting = run.Status === JobRunStatus.AwaitingApproval;
  const canRollBack = awaiting || run.Status === JobRunStatus.Succeeded;
  return (
    <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
      {awaiting ? (
        <MayCall calls={jobCalls(A.ApproveRun, run.JobId)}>
          <Button
            size="compact-xs"
            variant="light"
            loading={approve.isPending}
            onClick={() =>
              confirmMoneyMove({
                title: `Approve ${run.Name}`,
                action: 'Approve',
                count: run.OwnersCount,
                noun: owners,
                totalCents: run.TotalAmount,
                onConfirm: () => approve.mutate(),
              })
            }
          >
            Approve
          </Button>
        </MayCall>
      ) : null}
      {canRollBack ? (
        <MayCall calls={jobCalls(A.RollbackRun, run.JobId)}>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            loading={rollback.isPending}
            onClick={() =>
              openConfirm({
                title: 'Roll back run',
                message: `Roll back "${run.Name}" of ${run.PostDate}? What it posted is reversed and what it accrued removed.`,
                confirmLabel: 'Roll back',
                danger: true,
                onConfirm: () => rollback.mutate(),
              })
            }
          >
            Roll back
          </Button>
        </MayCall>
      ) : null}
    </Group>
  );
}
