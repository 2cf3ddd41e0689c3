import { jobRequiresRecipient, AllDaysMask, type ScheduleFrequencyCode } from '../static-data/jobs';
import {
  FirstDayOfMonth,
  JobScheduleMessages,
  LastDayOfMonth,
  MaxJobScheduleNameLength,
} from './messages';
import { runsOnDayOfMonth, showsWeekdays } from './schedule-days';
import { isTimeZone } from './zoned-time';

/** The last day a Day of month runs on in February (spec 3 §5 'Scheduler'). */
export const FebruaryDayOfMonthCap = 28;
/** The last day a Day of month runs on in the other months (spec 3 §5 'Scheduler'). */
export const OtherMonthsDayOfMonthCap = 29;

/**
 * The day a Day of month runs on in a month (1 January … 12 December): the spec caps it at 28 in
 * February and at 29 in every other month, so 30 and 31 run on the 29th (28th in February) and
 * every month has its run on the same day or earlier.
 */
export function cappedDayOfMonth(dayOfMonth: number, month: number): number {
  return Math.min(dayOfMonth, month === 2 ? FebruaryDayOfMonthCap : OtherMonthsDayOfMonthCap);
}

/** Whether a Day of month is one the scheduler takes: a whole number from 1 to 31. */
export function isDayOfMonth(value: number | null | undefined): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= FirstDayOfMonth &&
    value <= LastDayOfMonth
  );
}

/** What a job schedule is saved with, as the scheduler (or an API body) gives it. */
export interface JobScheduleInput {
  JobScheduleName: string;
  Recipient?: string | null;
  Frequency: ScheduleFrequencyCode;
  Mask: number;
  excludeWeekends?: boolean;
  /** Monthly … yearly: the day of the month; undefined where the form does not ask it (the start's day is kept). */
  DayOfMonth?: number | null;
  /** Null when the start date or time is missing or not one. */
  StartDateTime: Date | null;
  EndDateTime?: Date | null;
  /** IANA time zone the times are read in (default UTC). */
  timeZone?: string;
}

export type JobScheduleField =
  | 'JobScheduleName'
  | 'Recipient'
  | 'Mask'
  | 'DayOfMonth'
  | 'StartDateTime'
  | 'EndDateTime'
  | 'timeZone';

export type JobScheduleProblems = Partial<Record<JobScheduleField, string>>;

/**
 * A job schedule's problems, field by field, with the spec's messages (spec 3 §5 'Scheduler'):
 * the name required and at most 55 characters, the recipient of the jobs that need one, the day
 * of the month of monthly … yearly schedules, a valid start; then days to run on and an end not
 * before the start. Empty when it may be saved.
 */
export function validateJobSchedule(input: JobScheduleInput, jobId: number): JobScheduleProblems {
  const problems: JobScheduleProblems = {};
  const name = input.JobScheduleName.trim();
  if (!name) problems.JobScheduleName = JobScheduleMessages.nameRequired;
  else if (name.length > MaxJobScheduleNameLength) {
    problems.JobScheduleName = JobScheduleMessages.nameTooLong;
  }
  if (jobRequiresRecipient(jobId) && !input.Recipient?.trim()) {
    problems.Recipient = JobScheduleMessages.recipientRequired;
  }
  if (showsWeekdays(input.Frequency) && (input.Mask & AllDaysMask) === 0) {
    problems.Mask = JobScheduleMessages.noDay;
  }
  if (
    runsOnDayOfMonth(input.Frequency) &&
    input.DayOfMonth !== undefined &&
    !isDayOfMonth(input.DayOfMonth)
  ) {
    problems.DayOfMonth = JobScheduleMessages.dayOfMonth;
  }
  const start = input.StartDateTime;
  if (start === null || Number.isNaN(start.getTime())) {
    problems.StartDateTime = JobScheduleMessages.startRequired;
  } else if (input.EndDateTime && input.EndDateTime < start) {
    problems.EndDateTime = JobScheduleMessages.endBeforeStart;
  }
  if (input.timeZone !== undefined && !isTimeZone(input.timeZone)) {
    problems.timeZone = JobScheduleMessages.unknownTimeZone;
  }
  return problems;
}
