import { contract } from '@hoa/contract';
import { JobId } from '@hoa/domain';
import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { MayCall } from '../../widgets/may-call';
import { ScheduleFields } from '../../widgets/schedule-fields';
import { useScheduleForm } from '../../widgets/schedule-form';

const formats = [
  { value: '0', label: 'PDF' },
  { value: '2', label: 'Excel' },
  { value: '3', label: 'Word' },
];
const ScheduleReport = contract.reportCatalogue.ScheduleReport;

interface ScheduleReportProps {
  reportName: string;
  displayName: string;
  communityAgentId: number;
  /** The report's parameters as chosen on its screen, as RenderReport takes them (several values as an array). */
  parameters: Record<string, string | number | (string | number)[]>;
  disabled: boolean;
}

/**
 * The report screen's Schedule: the report as shown, mailed to a recipient on a schedule (a job
 * schedule of job 1), offered to who may schedule it.
 */
export function ScheduleReportButton(props: ScheduleReportProps) {
  const [opened, setOpened] = useState(false);
  return (
    <MayCall calls={ScheduleReport}>
      <Button
        variant="default"
        size="xs"
        disabled={props.disabled}
        onClick={() => {
          setOpened(true);
        }}
      >
        Schedule
      </Button>
      <FormModal
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title="Schedule report"
        size="md"
      >
        <ScheduleReportForm
          {...props}
          onDone={() => {
            setOpened(false);
          }}
        />
      </FormModal>
    </MayCall>
  );
}

function ScheduleReportForm(props: ScheduleReportProps & { onDone: () => void }) {
  const { form, options } = useScheduleForm({
    jobId: JobId.Reports,
    communityAgentId: props.communityAgentId,
    withDayOfMonth: true,
    name: props.displayName,
    frequency: 'O',
    schema: ScheduleReport.body,
    toBody: (values, schedule) => ({
      reportName: props.reportName,
      format: Number(values.format),
      recipient: values.recipient,
      parameters: props.parameters,
      CommunityAgentId: props.communityAgentId,
      schedule,
    }),
    fieldOf: { recipient: 'recipient' },
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof ScheduleReport.body>) => api.call(ScheduleReport, { body }),
    onSuccess: () => {
      showSuccess('Scheduled Report was Saved Successfully.');
      props.onDone();
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Schedule report"
    >
      <Stack gap="sm">
        <ScheduleFields form={form} formats={formats} options={options} />
        <FormActions onCancel={props.onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
