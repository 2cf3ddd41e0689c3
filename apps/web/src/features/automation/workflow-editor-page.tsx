import type { WorkflowJson } from '@hoa/contract';
import { Button, Group } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { useCommunityTimeZone } from '../../widgets/schedule-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { A, workflowQuery } from './automation-queries';
import { JobsEditor } from './jobs-editor';
import {
  templateFieldOf,
  templateRules,
  toWorkflowBody,
  workflowSchema,
  workflowValues,
} from './template-form';

/** A community's workflow, new ('new') or saved, with its ordered jobs (spec 3 §2 'Workflows'). */
export function WorkflowEditorPage() {
  const { workflowId = 'new' } = useParams({ strict: false });
  const id = workflowId === 'new' ? null : Number(workflowId);
  const workflow = useQuery({ ...workflowQuery(id ?? 0), enabled: id !== null });
  if (id !== null && workflow.error) return <LoadError error={workflow.error} />;
  if (id !== null && !workflow.data) return <PageLoader />;
  return <WorkflowEditor key={id ?? 'new'} workflow={workflow.data} />;
}

function WorkflowEditor({ workflow }: { workflow: WorkflowJson | undefined }) {
  const community = useCurrentCommunity();
  const communityAgentId = workflow?.CommunityAgentId ?? community.CommunityAgentId;
  const workflowId = workflow?.WorkflowId ?? null;
  const timeZone = useCommunityTimeZone(communityAgentId);
  const go = useGo();
  const queryClient = useQueryClient();
  const form = useContractForm({
    initialValues: workflowValues(workflow, timeZone),
    schema: workflowSchema,
    toBody: toWorkflowBody(communityAgentId, workflowId),
    rules: templateRules,
    fieldOf: templateFieldOf,
  });
  const back = () => go(buildRoute(SiteMap.workflows, { communityAgentId }));
  const save = useMutation({
    mutationFn: (body: ReturnType<ReturnType<typeof toWorkflowBody>>) =>
      api.call(A.SaveWorkflow, { body }),
    onSuccess: async () => {
      showSuccess('Workflow saved.');
      await queryClient.invalidateQueries({ queryKey: ['automation'] });
      await back();
    },
  });
  const removeSaved = useMutation({
    mutationFn: (jobScheduleId: number) =>
      api.call(A.DeleteJobSchedule, { params: { id: jobScheduleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['automation'] }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <PageHeader
        title={workflow ? workflow.Name : 'New workflow'}
        subtitle={`Workflow of ${workflow?.CommunityName ?? community.DisplayName}`}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => void back()}>
              Back to workflows
            </Button>
            <MayCall calls={A.SaveWorkflow}>
              <Button type="submit" loading={save.isPending}>
                Save workflow
              </Button>
            </MayCall>
          </Group>
        }
      />
      <JobsEditor
        form={form}
        what="workflow"
        nameLabel="Workflow name"
        removeSaved={(id, done) => removeSaved.mutate(id, { onSuccess: done })}
      />
    </form>
  );
}
