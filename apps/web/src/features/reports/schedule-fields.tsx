import {
  localDay,
  MaxJobScheduleNameLength,
  ScheduleFrequencies,
  type IsoDate,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateInput } from '../../widgets/date-input';
import { fieldProps } from '../../widgets/contract-form';

const frequencies = ScheduleFrequencies.map((f) => ({
  value: f.Frequency,
  label: f.FrequencyName,
}));

/** What a schedule form asks (a report's, a package's): job name, recipient, format, when. */
export interface ScheduleFormValues {
  name: string;
  recipient: string;
  format: string;
  frequency: ScheduleFrequencyCode;
  startDate: IsoDate | null;
}

/** A schedule form's values to start from: the job named after what it runs, from today. */
export function initialSchedule(
  name: string,
  frequency: ScheduleFrequencyCode,
): ScheduleFormValues {
  return {
    name: name.slice(0, MaxJobScheduleNameLength),
    recipient: '',
    format: '0',
    frequency,
    startDate: localDay(new Date()),
  };
}

/** The schedule of a ScheduleReport (or package scheduler) body from the form's values. */
export function scheduleOf(values: ScheduleFormValues) {
  return {
    JobScheduleName: values.name,
    Frequency: values.frequency,
    ...(values.startDate ? { StartDate: values.startDate } : {}),
  };
}

/** The inputs of a schedule form, the formats being what the scheduled file may be. */
export function ScheduleFields({
  form,
  formats,
}: {
  form: Pick<UseFormReturnType<ScheduleFormValues>, 'values' | 'getInputProps' | 'setFieldValue'>;
  formats: { value: string; label: string }[];
}) {
  return (
    <>
      <TextInput
        label="Job name"
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
    </>
  );
}
