import { JobId, findJob, TemplateClock } from '@hoa/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formProblem } from '../../widgets/contract-form';
import { ProblemAlert } from '../../widgets/problem-alert';
import { reportPackageOptionsQuery } from './automation-queries';
import { confirmRemoveJob } from './confirm-remove-job';
import { newJob, type JobDraft } from './template-form';
import { TemplateJobFields, type TemplateForm } from './template-job-fields';

/**
 * The name and ordered jobs of a workflow or workflow template: each job's fields, Add job, Remove
 * (spec 3 §5 'Scheduler': an unsaved job is removed here, a saved one on the server first, after
 * the confirmation).
 */
export function JobsEditor({
  form,
  what,
  nameLabel,
  removeSaved,
}: {
  form: TemplateForm;
  what: 'workflow' | 'workflow template';
  nameLabel: string;
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
    <Stack gap="sm" maw={1000}>
      <TextInput label={nameLabel} required maxLength={100} {...form.getInputProps('name')} />
      <ProblemAlert problem={formProblem(form.errors)} />
      <Text size="sm" c="dimmed">
        {form.values.timeZone === TemplateClock
          ? 'Days and times are each community’s own: a job at 02:00 runs at 02:00 in the time zone of every community the template is applied to.'
          : `Days and times are the community’s (${form.values.timeZone}).`}
      </Text>
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
          onClick={() =>
            form.insertListItem(
              'jobs',
              newJob(JobId.ApplyCharges, 'Apply charges', form.values.timeZone),
            )
          }
        >
          Add job
        </Button>
      </Group>
    </Stack>
  );
}
