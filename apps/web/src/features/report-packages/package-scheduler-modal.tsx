import { contract } from '@hoa/contract';
import {
  localDay,
  MaxJobScheduleNameLength,
  ScheduleFrequencies,
  type IsoDate,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { fieldProps, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { packageFormats } from './report-package-queries';

const Schedule = contract.reportPackages.ScheduleReportPackage;
const frequencies = ScheduleFrequencies.map((f) => ({
  value: f.Frequency,
  label: f.FrequencyName,
}));

interface SchedulerProps {
  opened: boolean;
  onClose: () => void;
  reportPackageId: number;
  displayName: string;
  communityAgentId: number;
}

/**
 * The report package scheduler (spec 3 §2 modals): the package for the community, mailed to a
 * recipient on a schedule as the step 'Report packages: CommunityAgentId, Format, Name,
 * Parameters {CommunityAgentId, ReportPackageId}, Recipient'.
 */
export function PackageSchedulerModal(props: SchedulerProps) {
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title="Report package scheduler"
      size="sm"
    >
      <SchedulerForm {...props} />
    </FormModal>
  );
}

interface SchedulerValues {
  name: string;
  recipient: string;
  format: string;
  frequency: ScheduleFrequencyCode;
  startDate: IsoDate | null;
}

function SchedulerForm(props: SchedulerProps) {
  const initialValues: SchedulerValues = {
    name: props.displayName.slice(0, MaxJobScheduleNameLength),
    recipient: '',
    format: '0',
    frequency: 'M',
    startDate: localDay(new Date()),
  };
  const form = useContractForm({
    initialValues,
    schema: Schedule.body,
    toBody: (values: SchedulerValues) => ({
      CommunityAgentId: props.communityAgentId,
      Format: Number(values.format),
      Name: props.displayName,
      Parameters: {
        CommunityAgentId: props.communityAgentId,
        ReportPackageId: props.reportPackageId,
      },
      Recipient: values.recipient,
      schedule: {
        JobScheduleName: values.name,
        Frequency: values.frequency,
        ...(values.startDate ? { StartDate: values.startDate } : {}),
      },
    }),
    rules: (values) => ({
      name: values.name.trim() ? null : 'Job Name is required.',
      recipient: values.recipient.trim() ? null : 'Recipient is required.',
    }),
    fieldOf: { 'schedule.JobScheduleName': 'name', Recipient: 'recipient' },
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof Schedule.body>) => api.call(Schedule, { body }),
    onSuccess: () => {
      showSuccess('Scheduled Report was Saved Successfully.');
      props.onClose();
    },
  });
  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Report package scheduler"
    >
      <Stack gap="sm">
        <TextInput
          label="Job name"
          data-autofocus
          maxLength={MaxJobScheduleNameLength}
          {...form.getInputProps('name')}
        />
        <TextInput label="Recipient" type="email" {...form.getInputProps('recipient')} />
        <Select
          label="Format"
          data={packageFormats}
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
        <FormActions onCancel={props.onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
