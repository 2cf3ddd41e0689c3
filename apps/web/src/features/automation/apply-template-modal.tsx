import type { WorkflowTemplateJson } from '@hoa/contract';
import { MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { communityLabel, useCommunityList } from '../../app/community/community-list';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { A } from './automation-queries';

const applyBody = A.ApplyWorkflowTemplate.body;

/** 'Apply to communities': a workflow made from the template in each community chosen. */
export function ApplyTemplateModal({
  template,
  onClose,
}: {
  template: WorkflowTemplateJson | null;
  onClose: () => void;
}) {
  return (
    <FormModal opened={template !== null} onClose={onClose} title="Apply to communities">
      {template ? <ApplyForm template={template} onClose={onClose} /> : null}
    </FormModal>
  );
}

function ApplyForm({ template, onClose }: { template: WorkflowTemplateJson; onClose: () => void }) {
  const communities = useCommunityList();
  const options = useMemo(
    () =>
      (communities.data ?? []).map((c) => ({
        value: String(c.CommunityAgentId),
        label: communityLabel(c),
      })),
    [communities.data],
  );
  const queryClient = useQueryClient();
  const form = useContractForm({
    initialValues: { communityIds: [] as string[] },
    schema: applyBody,
    toBody: (values: { communityIds: string[] }) => ({
      WorkflowTemplateId: template.WorkflowTemplateId,
      CommunityAgentIds: values.communityIds.map(Number),
    }),
    rules: (values) => ({
      communityIds: values.communityIds.length === 0 ? 'Please select a Community' : null,
    }),
    fieldOf: { CommunityAgentIds: 'communityIds' },
  });
  const apply = useMutation({
    mutationFn: (body: typeof applyBody._zod.output) => api.call(A.ApplyWorkflowTemplate, { body }),
    onSuccess: async (workflows) => {
      showSuccess(
        `${workflows.length} ${workflows.length === 1 ? 'workflow' : 'workflows'} made from ${template.Name}.`,
      );
      await queryClient.invalidateQueries({ queryKey: ['automation'] });
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => apply.mutate(body))}>
      <Stack gap="sm">
        <Text size="sm">
          Each community chosen gets a workflow “{template.Name}” with the template’s{' '}
          {template.Details.length} {template.Details.length === 1 ? 'job' : 'jobs'}, disabled until
          you enable them.
        </Text>
        <MultiSelect
          label="Communities"
          data={options}
          searchable
          {...form.getInputProps('communityIds')}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={apply.isPending} label="Apply" />
      </Stack>
    </form>
  );
}
