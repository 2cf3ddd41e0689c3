import {
  HourMs,
  ianaTimeZoneOf,
  initialScheduleDays,
  MaxJobScheduleNameLength,
  runsOnDayOfMonth,
  showsExcludeWeekends,
  validateJobSchedule,
  zonedDateTime,
  zonedDayAndTime,
  type IsoDate,
  type JobScheduleField,
  type ScheduleDaysState,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { useCommunityList } from '../app/community/community-list';
import { useContractForm } from './contract-form';

// The scheduler form's values, rules and body (the fields are schedule-fields.tsx): the rules are
// @hoa/domain's validateJobSchedule, the times read on a time zone's clock.

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
 * The IANA zone of a community's TimeZoneId (its schedules run on that clock); Eastern, the
 * default, while the list is loading.
 */
export function useCommunityTimeZone(communityAgentId: number): string {
  const community = useCommunityList().data?.find((c) => c.CommunityAgentId === communityAgentId);
  return ianaTimeZoneOf(community?.TimeZoneId ?? 0);
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
  'schedule.DayOfMonth': 'dayOfMonth',
};

/**
 * The schedule of a ScheduleReport (or package scheduler) body: name, frequency, days, exclude
 * weekends, day of month (where asked and the frequency keeps one), start, end.
 */
export function scheduleOf(values: ScheduleFormValues, options: ScheduleOptions) {
  const start = startOf(values, options.timeZone);
  const end = endOf(values, options.timeZone);
  const dayOfMonth =
    options.withDayOfMonth &&
    runsOnDayOfMonth(values.frequency) &&
    typeof values.dayOfMonth === 'number'
      ? values.dayOfMonth
      : null;
  return {
    JobScheduleName: values.name,
    Frequency: values.frequency,
    Mask: values.mask,
    DayOfMonth: dayOfMonth,
    excludeWeekends: showsExcludeWeekends(values.frequency) && values.excludeWeekends,
    ...(start ? { StartDateTime: start.toISOString() } : {}),
    ...(end ? { EndDateTime: end.toISOString() } : {}),
  };
}

/**
 * A scheduler form over a contract body: new schedule values for the job, read on its community's
 * clock (the time zone its runs keep), checked by scheduleRules then the schema; `toBody` gets the
 * values and their schedule.
 */
export function useScheduleForm<Schema extends z.ZodType>(config: {
  jobId: number;
  communityAgentId: number;
  name: string;
  frequency: ScheduleFrequencyCode;
  schema: Schema;
  toBody: (values: ScheduleFormValues, schedule: ReturnType<typeof scheduleOf>) => unknown;
  /** Body fields of the caller's own (the recipient's) → form fields. */
  fieldOf?: Record<string, string>;
  withDayOfMonth?: boolean;
}) {
  const timeZone = useCommunityTimeZone(config.communityAgentId);
  const [options] = useState<ScheduleOptions>(() => ({
    jobId: config.jobId,
    timeZone,
    withDayOfMonth: config.withDayOfMonth ?? false,
  }));
  const form = useContractForm({
    initialValues: initialSchedule(config.name, config.frequency, options.timeZone),
    schema: config.schema,
    toBody: (values: ScheduleFormValues) => config.toBody(values, scheduleOf(values, options)),
    rules: scheduleRules(options),
    fieldOf: { ...scheduleFieldOf, ...config.fieldOf },
  });
  return { form, options };
}
