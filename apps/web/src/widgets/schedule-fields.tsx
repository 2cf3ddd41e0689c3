import {
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
  WeekdayNames,
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
import type { ScheduleFormValues, ScheduleOptions } from './schedule-form';

// The one scheduler of the product (spec 3 §3 'Job schedule', §4 and §5 'Scheduler'): job name,
// frequency, weekdays or exclude-weekends, day of month, start, end, recipient. Its day rules,
// warning and messages are @hoa/domain's (job-schedule/); its values and rules schedule-form.ts.
const frequencies = ScheduleFrequencies.map((f) => ({
  value: f.Frequency,
  label: f.FrequencyName,
}));

/** Narrow weekday chips: the seven fit one line of the modal. */
const chipStyles = { label: { paddingInline: 'var(--mantine-spacing-xs)' } };

type ScheduleForm = Pick<
  UseFormReturnType<ScheduleFormValues>,
  'values' | 'getInputProps' | 'setFieldValue' | 'setValues' | 'errors' | 'clearFieldError'
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
                styles={chipStyles}
                checked={(values.mask & (1 << weekday)) !== 0}
                onChange={() => {
                  form.setValues(scheduleOnDayToggle(daysOf(values), weekday));
                  form.clearFieldError('mask');
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
          size="xs"
          description={`Time zone: ${options.timeZone}`}
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
