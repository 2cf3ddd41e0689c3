import { contract, type WorkflowTemplateJson } from '@hoa/contract';
import { Button, Group } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { A, workflowTemplateQuery } from './automation-queries';
import { JobsEditor } from './jobs-editor';
import {
  templateFieldOf,
  templateRules,
  templateSchema,
  templateValues,
  toTemplateBody,
} from './template-form';

/** A workflow template, new ('new') or saved, with its ordered jobs (issue 25 item 2). */
export function TemplateEditorPage() {
  const { workflowTemplateId = 'new' } = useParams({ strict: false });
  const id = workflowTemplateId === 'new' ? null : Number(workflowTemplateId);
  const template = useQuery({ ...workflowTemplateQuery(id ?? 0), enabled: id !== null });
  if (id !== null && template.error) return <LoadError error={template.error} />;
  if (id !== null && !template.data) return <PageLoader />;
  return <TemplateEditor key={id ?? 'new'} template={template.data} />;
}

function TemplateEditor({ template }: { template: WorkflowTemplateJson | undefined }) {
  const templateId = template?.WorkflowTemplateId ?? null;
  const go = useGo();
  const queryClient = useQueryClient();
  const form = useContractForm({
    initialValues: templateValues(template),
    schema: templateSchema,
    toBody: toTemplateBody(templateId),
    rules: templateRules,
    fieldOf: templateFieldOf,
  });
  const save = useMutation({
    mutationFn: (body: ReturnType<ReturnType<typeof toTemplateBody>>) =>
      api.call(A.SaveWorkflowTemplate, { body }),
    onSuccess: async (saved) => {
      showSuccess('Workflow template saved.');
      await queryClient.invalidateQueries({ queryKey: ['automation', 'templates'] });
      if (templateId === null) {
        await go(
          buildRoute(SiteMap.workflowTemplateEdit, {
            workflowTemplateId: saved.WorkflowTemplateId,
          }),
          { replace: true },
        );
      } else {
        form.setValues(templateValues(saved));
        form.resetDirty(templateValues(saved));
      }
    },
  });
  const removeSaved = useMutation({
    mutationFn: (detailId: number) =>
      api.call(A.DeleteWorkflowTemplateDetail, { params: { id: detailId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['automation', 'templates'] }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <PageHeader
        title={template ? template.Name : 'New workflow template'}
        subtitle="Workflow template"
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => void go(SiteMap.workflowTemplates)}>
              Back to templates
            </Button>
            <MayCall calls={contract.automation.SaveWorkflowTemplate}>
              <Button type="submit" loading={save.isPending}>
                Save template
              </Button>
            </MayCall>
          </Group>
        }
      />
      <JobsEditor
        form={form}
        what="workflow template"
        nameLabel="Template name"
        removeSaved={(id, done) => removeSaved.mutate(id, { onSuccess: done })}
      />
    </form>
  );
}
