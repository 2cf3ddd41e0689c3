import {
  HourMs,
  initialScheduleDays,
  jobRequiresRecipient,
  MaxJobScheduleNameLength,
  runsOnDayOfMonth,
  ScheduleFrequencies,
  scheduleOnDayToggle,
  scheduleOnExcludeWeekends,
  scheduleOnFrequencyChange,
  scheduleWeekendWarning,
  showsExcludeWeekends,
  showsWeekdays,
  validateJobSchedule,
  WeekdayNames,
  zonedDateTime,
  zonedDayAndTime,
  type IsoDate,
  type JobScheduleField,
  type ScheduleDaysState,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
import {
  Alert,
  Chip,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { DateInput } from './date-input';
import { fieldProps } from './contract-form';

// The one scheduler of the product (spec 3 §3 'Job schedule', §4 and §5 'Scheduler'): job name,
// frequency, weekdays or exclude-weekends, day of month, start, end, recipient. Its day rules,
// warning and messages are @hoa/domain's (job-schedule/).

const frequencies = ScheduleFrequencies.map((f) => ({
  value: f.Frequency,
  label: f.FrequencyName,
}));

/** What the scheduler asks; `format` is the scheduled file's (reports, packages). */
export interface ScheduleFormValues extends ScheduleDaysState {
  name: string;
  recipient: string;
  format: string;
  /** Monthly … yearly: 1 to 31 ('' while empty). */
  dayOfMonth: number | string;
  startDate: IsoDate | null;
  /** 'HH:mm' on the time zone's clock. */
  startTime: string;
  endDate: IsoDate | null;
}

/** The time zone the browser's clock shows (the scheduler's when the caller names none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A new schedule's values: the job named after what it runs, the default days (spec 3 §9:
 * frequency O, mask 127, unless another frequency is given), from the next whole hour.
 */
export function initialSchedule(
  name: string,
  frequency: ScheduleFrequencyCode,
  timeZone: string = browserTimeZone(),
  now: Date = new Date(),
): ScheduleFormValues {
  const start = zonedDayAndTime(new Date(Math.ceil(now.getTime() / HourMs) * HourMs), timeZone);
  return {
    ...initialScheduleDays({ frequency }),
    name: name.slice(0, MaxJobScheduleNameLength),
    recipient: '',
    format: '0',
    dayOfMonth: Number(start.day.slice(8, 10)),
    startDate: start.day,
    startTime: start.time,
    endDate: null,
  };
}

const startOf = (values: ScheduleFormValues, timeZone: string) =>
  zonedDateTime(values.startDate, values.startTime, timeZone);

/** The end of the end day on the time zone's clock, or null without one. */
const endOf = (values: ScheduleFormValues, timeZone: string) =>
  values.endDate ? zonedDateTime(values.endDate, '23:59:59', timeZone) : null;

/** What the scheduler's form asks beside the common fields, and in which time zone. */
export interface ScheduleOptions {
  /** The job scheduled (JobId): whether a recipient is required. */
  jobId: number;
  timeZone: string;
  /** Whether Day of month is asked (monthly … yearly), where the schedule can keep it. */
  withDayOfMonth?: boolean;
}

const fieldOfProblem: Record<JobScheduleField, keyof ScheduleFormValues> = {
  JobScheduleName: 'name',
  Recipient: 'recipient',
  Mask: 'mask',
  DayOfMonth: 'dayOfMonth',
  StartDateTime: 'startTime',
  EndDateTime: 'endDate',
  timeZone: 'startTime',
};

/** The form's rules: the domain's validateJobSchedule, its messages under the fields. */
export function scheduleRules(options: ScheduleOptions) {
  return (values: ScheduleFormValues): Record<string, string | null> => {
    const problems = validateJobSchedule(
      {
        JobScheduleName: values.name,
        Recipient: values.recipient,
        Frequency: values.frequency,
        Mask: values.mask,
        excludeWeekends: values.excludeWeekends,
        DayOfMonth: options.withDayOfMonth
          ? typeof values.dayOfMonth === 'number'
            ? values.dayOfMonth
            : null
          : undefined,
        StartDateTime: startOf(values, options.timeZone),
        EndDateTime: endOf(values, options.timeZone),
        timeZone: options.timeZone,
      },
      options.jobId,
    );
    const errors: Record<string, string | null> = {};
    for (const [field, message] of Object.entries(problems)) {
      const formField =
        field === 'StartDateTime' && !values.startDate
          ? 'startDate'
          : fieldOfProblem[field as JobScheduleField];
      errors[formField] = message;
    }
    return errors;
  };
}

/** Where the contract's issues of a schedule body go on the form (useContractForm's fieldOf). */
export const scheduleFieldOf: Record<string, string> = {
  'schedule.JobScheduleName': 'name',
  'schedule.Mask': 'mask',
  'schedule.StartDateTime': 'startTime',
  'schedule.EndDateTime': 'endDate',
};

/** The schedule of a ScheduleReport (or package scheduler) body: name, frequency, days, start, end. */
export function scheduleOf(values: ScheduleFormValues, timeZone: string) {
  const start = startOf(values, timeZone);
  const end = endOf(values, timeZone);
  return {
    JobScheduleName: values.name,
    Frequency: values.frequency,
    Mask: values.mask,
    ...(start ? { StartDateTime: start.toISOString() } : {}),
    ...(end ? { EndDateTime: end.toISOString() } : {}),
  };
}

type ScheduleForm = Pick<
  UseFormReturnType<ScheduleFormValues>,
  'values' | 'getInputProps' | 'setFieldValue' | 'setValues' | 'errors'
>;

const daysOf = (v: ScheduleFormValues): ScheduleDaysState => ({
  frequency: v.frequency,
  mask: v.mask,
  excludeWeekends: v.excludeWeekends,
  rememberedMask: v.rememberedMask,
});

/** The scheduler's inputs; `formats` adds the scheduled file's format. */
export function ScheduleFields({
  form,
  formats,
  options,
}: {
  form: ScheduleForm;
  formats?: { value: string; label: string }[];
  options: ScheduleOptions;
}) {
  const values = form.values;
  const warning = scheduleWeekendWarning({
    frequency: values.frequency,
    excludeWeekends: values.excludeWeekends,
    startDate: values.startDate,
  });
  const maskError = form.errors.mask;
  return (
    <>
      <TextInput
        label="Job name"
        data-autofocus
        required
        maxLength={MaxJobScheduleNameLength}
        {...form.getInputProps('name')}
      />
      {jobRequiresRecipient(options.jobId) && (
        <TextInput label="Recipient" type="email" required {...form.getInputProps('recipient')} />
      )}
      {formats && (
        <Select
          label="Format"
          data={formats}
          allowDeselect={false}
          {...form.getInputProps('format')}
        />
      )}
      <Select
        label="Frequency"
        data={frequencies}
        allowDeselect={false}
        value={values.frequency}
        onChange={(value) => {
          if (value) {
            form.setValues(
              scheduleOnFrequencyChange(daysOf(values), value as ScheduleFrequencyCode),
            );
          }
        }}
      />
      {showsWeekdays(values.frequency) && (
        <Input.Wrapper
          label={values.frequency === 'W' ? 'Day of the week' : 'Days of the week'}
          error={maskError}
        >
          <Group gap={4} mt={4} role="group" aria-label="Days of the week">
            {WeekdayNames.map((day, weekday) => (
              <Chip
                key={day}
                size="xs"
                checked={(values.mask & (1 << weekday)) !== 0}
                onChange={() => {
                  form.setValues(scheduleOnDayToggle(daysOf(values), weekday));
                }}
                aria-label={day}
              >
                {day.slice(0, 3)}
              </Chip>
            ))}
          </Group>
        </Input.Wrapper>
      )}
      {showsExcludeWeekends(values.frequency) && (
        <Switch
          label="Exclude weekends"
          checked={values.excludeWeekends}
          onChange={(event) => {
            form.setValues(scheduleOnExcludeWeekends(daysOf(values), event.currentTarget.checked));
          }}
        />
      )}
      {options.withDayOfMonth && runsOnDayOfMonth(values.frequency) && (
        <NumberInput
          label="Day of month"
          description="Runs on the 29th at the latest (the 28th in February)"
          min={1}
          max={31}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('dayOfMonth')}
        />
      )}
      <SimpleGrid cols={2} spacing="sm">
        <DateInput label="Start date" clearable={false} {...fieldProps(form, 'startDate')} />
        <TimeInput
          label="Start time"
          description={options.timeZone}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('startTime')}
        />
      </SimpleGrid>
      <DateInput label="End date" {...fieldProps(form, 'endDate')} />
      {warning && (
        <Alert color="yellow" variant="light" p="xs">
          {warning}
        </Alert>
      )}
    </>
  );
}
