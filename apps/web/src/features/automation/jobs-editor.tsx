import { JobId, findJob } from '@hoa/domain';
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { reportPackageOptionsQuery } from './automation-queries';
import { confirmRemoveJob } from './confirm-remove-job';
import { newJob, type JobDraft } from './template-form';
import { TemplateJobFields, type TemplateForm } from './template-job-fields';

/**
 * The ordered jobs of a workflow or workflow template: each job's fields, Add job, and Remove
 * (spec 3 §5 'Scheduler': an unsaved job is removed here, a saved one on the server first, after
 * the confirmation).
 */
export function JobsEditor({
  form,
  what,
  removeSaved,
}: {
  form: TemplateForm;
  what: 'workflow' | 'workflow template';
  /** Deletes a saved job on the server, then calls `done`. */
  removeSaved: (savedId: number, done: () => void) => void;
}) {
  const packages = useQuery(reportPackageOptionsQuery());
  const packageOptions = useMemo(() => packages.data ?? [], [packages.data]);
  const remove = (job: JobDraft) => {
    const label = job.name || (findJob(Number(job.jobId))?.JobName ?? '');
    confirmRemoveJob(label, what, () => {
      const drop = () => {
        const index = form.values.jobs.findIndex((j) => j.key === job.key);
        if (index >= 0) form.removeListItem('jobs', index);
      };
      if (job.savedId === null) drop();
      else removeSaved(job.savedId, drop);
    });
  };
  return (
    <>
      {form.values.jobs.length === 0 ? (
        <Text c="dimmed">No job yet: add the jobs the {what} runs, in order.</Text>
      ) : null}
      {form.values.jobs.map((job, index) => (
        <TemplateJobFields
          key={job.key}
          form={form}
          index={index}
          count={form.values.jobs.length}
          packages={packageOptions}
          onRemove={() => remove(job)}
        />
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => form.insertListItem('jobs', newJob(JobId.ApplyCharges, 'Apply charges'))}
        >
          Add job
        </Button>
      </Group>
    </>
  );
}
