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
import { useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { fieldErrors } from '../../widgets/form-errors';
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

function ScheduleReportForm(props: ScheduleReportProps & { onDone: () => void }) {
  const [name, setName] = useState(props.displayName.slice(0, MaxJobScheduleNameLength));
  const [recipient, setRecipient] = useState('');
  const [format, setFormat] = useState('0');
  const [frequency, setFrequency] = useState<ScheduleFrequencyCode>('O');
  const [startDate, setStartDate] = useState<IsoDate | null>(localDay(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: z.output<typeof ScheduleReport.body>) => api.call(ScheduleReport, { body }),
    onSuccess: () => {
      showSuccess('Scheduled Report was Saved Successfully.');
      props.onDone();
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const body = {
      reportName: props.reportName,
      format: Number(format),
      recipient,
      parameters: props.parameters,
      CommunityAgentId: props.communityAgentId,
      schedule: {
        JobScheduleName: name,
        Frequency: frequency,
        ...(startDate ? { StartDate: startDate } : {}),
      },
    };
    const parsed = ScheduleReport.body.safeParse(body);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Schedule report">
      <Stack gap="sm">
        <TextInput
          label="Name"
          data-autofocus
          maxLength={MaxJobScheduleNameLength}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={errors.schedule}
        />
        <TextInput
          label="Recipient"
          type="email"
          value={recipient}
          onChange={(event) => {
            setRecipient(event.currentTarget.value);
          }}
          error={errors.recipient}
        />
        <Select
          label="Format"
          data={formats}
          value={format}
          allowDeselect={false}
          onChange={(value) => {
            setFormat(value ?? '0');
          }}
        />
        <Select
          label="Frequency"
          data={frequencies}
          value={frequency}
          allowDeselect={false}
          onChange={(value) => {
            setFrequency((value ?? 'O') as ScheduleFrequencyCode);
          }}
        />
        <DateInput label="Start date" value={startDate} onChange={setStartDate} />
        <FormActions onCancel={props.onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
