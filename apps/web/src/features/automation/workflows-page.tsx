import type { JobScheduleJson, WorkflowJson } from '@hoa/contract';
import { IsPostedToggleJobIds } from '@hoa/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DataGrid, textColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import {
  A,
  frequencyNameOf,
  jobCalls,
  jobNameOf,
  runStatusOf,
  workflowsQuery,
} from './automation-queries';
import { ScheduleState } from './enabled-switch';
import { confirmRemoveJob } from './confirm-remove-job';
import { PreviewModal } from './preview-modal';
import { RunsGrid } from './runs-grid';

/** Remove a saved job from its workflow (DeleteJobSchedule), after the spec's confirmation. */
function RemoveJobButton({ job }: { job: JobScheduleJson }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.call(A.DeleteJobSchedule, { params: { id: job.JobScheduleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['automation'] }),
  });
  return (
    <MayCall calls={A.DeleteJobSchedule}>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={`Remove ${job.JobScheduleName}`}
        loading={remove.isPending}
        onClick={() => confirmRemoveJob(job.JobScheduleName, 'workflow', () => remove.mutate())}
      >
        Remove
      </Button>
    </MayCall>
  );
}

/** Run now: a run of today, after a confirmation (a posting job moves money). */
function RunNowButton({ job }: { job: JobScheduleJson }) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => api.call(A.RunJobScheduleNow, { body: { jobScheduleId: job.JobScheduleId } }),
    onSuccess: async (ran) => {
      showSuccess(`${ran.Name}: ${runStatusOf(ran).label.toLowerCase()}.`);
      await queryClient.invalidateQueries({ queryKey: ['automation'] });
    },
  });
  const posts = IsPostedToggleJobIds.includes(job.JobId) && job.Parameters.IsPosted !== false;
  return (
    <MayCall calls={jobCalls(A.RunJobScheduleNow, job.JobId)}>
      <Button
        size="compact-xs"
        variant="light"
        loading={run.isPending}
        onClick={() =>
          openConfirm({
            title: 'Run now',
            message: posts
              ? `Run "${job.JobScheduleName}" now, as today's run? It posts to the owners' ledgers (runs above the approval amount wait for an approver).`
              : `Run "${job.JobScheduleName}" now, as today's run?`,
            confirmLabel: 'Run now',
            onConfirm: () => run.mutate(),
          })
        }
      >
        Run now
      </Button>
    </MayCall>
  );
}

const jobColumns: GridColumn<JobScheduleJson>[] = [
  { id: 'seq', header: '#', width: 50, align: 'right', cell: (j) => j.Sequence },
  textColumn('name', 'Job', 200, (j) => j.JobScheduleName),
  textColumn('type', 'Job type', 160, (j) => jobNameOf(j.JobId)),
  textColumn('frequency', 'Frequency', 100, (j) => frequencyNameOf(j.Frequency)),
  {
    id: 'next',
    header: 'Next run',
    width: 170,
    cell: (j) => (j.NextRunDateTime ? <DateTimeText value={j.NextRunDateTime} /> : '—'),
  },
  { id: 'enabled', header: 'Enabled', width: 170, cell: (j) => <ScheduleState schedule={j} /> },
  {
    id: 'actions',
    header: '',
    width: 170,
    cell: (j) => (
      <Group gap={4} wrap="nowrap">
        <RunNowButton job={j} />
        <RemoveJobButton job={j} />
      </Group>
    ),
  },
];
const jobKey = (j: JobScheduleJson) => j.JobScheduleId;

function WorkflowPanel({ workflow, onPreview }: { workflow: WorkflowJson; onPreview: () => void }) {
  const go = useGo();
  return (
    <Paper withBorder p="md" component="section" aria-label={`Workflow ${workflow.Name}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {workflow.Name}
        </Title>
        <Group gap="xs">
          <MayCall calls={A.SaveWorkflow}>
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`Edit ${workflow.Name}`}
              onClick={() =>
                void go(
                  buildRoute(SiteMap.workflowEdit, {
                    communityAgentId: workflow.CommunityAgentId,
                    workflowId: workflow.WorkflowId,
                  }),
                )
              }
            >
              Edit
            </Button>
          </MayCall>
          <MayCall calls={workflow.Jobs.flatMap((j) => jobCalls(A.PreviewWorkflow, j.JobId))}>
            <Button size="compact-sm" variant="light" onClick={onPreview}>
              Preview
            </Button>
          </MayCall>
        </Group>
      </Group>
      <DataGrid
        aria-label={`Jobs of ${workflow.Name}`}
        rows={workflow.Jobs}
        columns={jobColumns}
        rowKey={jobKey}
        rowHeight={40}
        maxHeight={280}
        empty="No job in this workflow."
      />
      <Text fw={600} mt="md" mb="xs">
        Runs history
      </Text>
      <RunsGrid workflowId={workflow.WorkflowId} />
    </Paper>
  );
}

/**
 * A community's workflows (spec 3 §2 'Workflows'; issue 25): each with its jobs (enable, run
 * now), a preview, and its runs with their progress (approve, roll back).
 */
export function WorkflowsPage() {
  const community = useCurrentCommunity();
  const go = useGo();
  const workflows = useQuery(workflowsQuery(community.CommunityAgentId));
  const [previewing, setPreviewing] = useState<WorkflowJson | null>(null);
  return (
    <>
      <PageHeader
        title="Workflows"
        subtitle={community.DisplayName}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => void go(SiteMap.workflowTemplates)}>
              Workflow templates
            </Button>
            <MayCall calls={A.SaveWorkflow}>
              <Button
                onClick={() =>
                  void go(
                    buildRoute(SiteMap.workflowEdit, {
                      communityAgentId: community.CommunityAgentId,
                      workflowId: 'new',
                    }),
                  )
                }
              >
                New workflow
              </Button>
            </MayCall>
          </Group>
        }
      />
      {workflows.error ? <LoadError error={workflows.error} /> : null}
      {workflows.data?.length === 0 ? (
        <Text c="dimmed">
          No workflow in this community yet: make one, or apply a workflow template.
        </Text>
      ) : null}
      <Stack gap="lg">
        {(workflows.data ?? []).map((w) => (
          <WorkflowPanel key={w.WorkflowId} workflow={w} onPreview={() => setPreviewing(w)} />
        ))}
      </Stack>
      <PreviewModal workflow={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
