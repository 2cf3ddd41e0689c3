import { contract, type WorkflowTemplateJson } from '@hoa/contract';
import { Button, Group } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import {
  countColumn,
  DataGrid,
  textColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { ApplyTemplateModal } from './apply-template-modal';
import { jobNameOf, workflowTemplatesQuery } from './automation-queries';

const templateKey = (t: WorkflowTemplateJson) => t.WorkflowTemplateId;
const editRoute = (t: WorkflowTemplateJson) =>
  buildRoute(SiteMap.workflowTemplateEdit, { workflowTemplateId: t.WorkflowTemplateId });

/** The company's workflow templates (spec 3 §2 'Workflows and workflow templates'). */
export function WorkflowTemplatesPage() {
  const go = useGo();
  const queryClient = useQueryClient();
  const templates = useQuery(workflowTemplatesQuery());
  const [applying, setApplying] = useState<WorkflowTemplateJson | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) =>
      api.call(contract.automation.DeleteWorkflowTemplate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['automation', 'templates'] }),
  });
  const columns = useMemo<GridColumn<WorkflowTemplateJson>[]>(
    () => [
      textColumn('name', 'Template', 240, (t) => t.Name),
      textColumn('jobs', 'Jobs', 360, (t) =>
        [...t.Details]
          .sort((a, b) => a.Sequence - b.Sequence)
          .map((d) => `${d.Name} (${jobNameOf(d.JobId)})`)
          .join(' → '),
      ),
      countColumn('workflows', 'Workflows', (t) => t.WorkflowCount, 100),
      {
        id: 'actions',
        header: '',
        width: 330,
        cell: (t) => (
          <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
            <Button size="compact-sm" variant="light" onClick={() => void go(editRoute(t))}>
              Open
            </Button>
            <MayCall calls={contract.automation.ApplyWorkflowTemplate}>
              <Button size="compact-sm" variant="light" onClick={() => setApplying(t)}>
                Apply to communities
              </Button>
            </MayCall>
            <MayCall calls={contract.automation.DeleteWorkflowTemplate}>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() =>
                  openConfirm({
                    title: 'Please Confirm',
                    message: `Delete the workflow template "${t.Name}"? Workflows made from it are kept.`,
                    confirmLabel: 'Delete',
                    danger: true,
                    onConfirm: () => remove.mutate(t.WorkflowTemplateId),
                  })
                }
              >
                Delete
              </Button>
            </MayCall>
          </Group>
        ),
      },
    ],
    [go, remove],
  );
  return (
    <>
      <PageHeader
        title="Workflow templates"
        actions={
          <MayCall calls={contract.automation.SaveWorkflowTemplate}>
            <Button
              onClick={() =>
                void go(buildRoute(SiteMap.workflowTemplateEdit, { workflowTemplateId: 'new' }))
              }
            >
              New template
            </Button>
          </MayCall>
        }
      />
      {templates.error ? <LoadError error={templates.error} /> : null}
      <DataGrid
        aria-label="Workflow templates"
        rows={templates.data ?? []}
        columns={columns}
        rowKey={templateKey}
        rowHeight={40}
        empty={templates.isPending ? 'Loading…' : 'No workflow template yet.'}
        onRowClick={(t) => void go(editRoute(t))}
      />
      <ApplyTemplateModal template={applying} onClose={() => setApplying(null)} />
    </>
  );
}
