import { contract } from '@hoa/contract';
import {
  localDay,
  MaxJobScheduleNameLength,
  ScheduleFrequencies,
  type IsoDate,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';

const formats = [
  { value: '0', label: 'PDF' },
  { value: '2', label: 'Excel' },
  { value: '3', label: 'Word' },
];
const ScheduleReport = contract.reportCatalogue.ScheduleReport;
const frequencies = ScheduleFrequencies.map((f) => ({
  value: f.Frequency,
  label: f.FrequencyName,
}));

interface ScheduleReportProps {
  reportName: string;
  displayName: string;
  communityAgentId: number;
  /** The report's parameters as chosen on its screen. */
  parameters: Record<string, string | number>;
  disabled: boolean;
}

/** The report screen's Schedule: the report as shown, mailed to a recipient on a schedule. */
export function ScheduleReportButton(props: ScheduleReportProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
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
        size="sm"
      >
        <ScheduleReportForm
          {...props}
          onDone={() => {
            setOpened(false);
          }}
        />
      </FormModal>
    </>
  );
}

interface ScheduleValues {
  name: string;
  recipient: string;
  format: string;
  frequency: ScheduleFrequencyCode;
  startDate: IsoDate | null;
}

function ScheduleReportForm(props: ScheduleReportProps & { onDone: () => void }) {
  const initialValues: ScheduleValues = {
    name: props.displayName.slice(0, MaxJobScheduleNameLength),
    recipient: '',
    format: '0',
    frequency: 'O',
    startDate: localDay(new Date()),
  };
  const form = useContractForm({
    initialValues,
    schema: ScheduleReport.body,
    toBody: (values: ScheduleValues) => ({
      reportName: props.reportName,
      format: Number(values.format),
      recipient: values.recipient,
      parameters: props.parameters,
      CommunityAgentId: props.communityAgentId,
      schedule: {
        JobScheduleName: values.name,
        Frequency: values.frequency,
        ...(values.startDate ? { StartDate: values.startDate } : {}),
      },
    }),
    fieldOf: { 'schedule.JobScheduleName': 'name', recipient: 'recipient' },
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
        <TextInput
          label="Name"
          data-autofocus
          maxLength={MaxJobScheduleNameLength}
          {...form.getInputProps('name')}
        />
        <TextInput label="Recipient" type="email" {...form.getInputProps('recipient')} />
        <Select
          label="Format"
          data={formats}
          allowDeselect={false}
          {...form.getInputProps('format')}
        />
        <Select
          label="Frequency"
          data={frequencies}
          allowDeselect={false}
          {...form.getInputProps('frequency')}
        />
        <DateInput label="Start date" {...fieldProps(form, 'startDate')} />
        <FormActions onCancel={props.onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
