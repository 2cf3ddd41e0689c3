/** A job schedule's longest name (spec 3 §9 'Job name at most 55 characters'). */
export const MaxJobScheduleNameLength = 55;

/** The first and last day of the month a monthly, quarterly, half-yearly or yearly job runs on. */
export const FirstDayOfMonth = 1;
export const LastDayOfMonth = 31;

/** The scheduler's messages: the spec's texts (spec 3 §5 'Scheduler') verbatim, then our own. */
export const JobScheduleMessages = {
  nameRequired: 'Job Name is required.',
  nameTooLong: `Job Name is too long, it should be less than ${MaxJobScheduleNameLength} characters.`,
  recipientRequired: 'Recipient is required.',
  startRequired: 'Please enter a valid start date and time',
  dayOfMonth: `Please enter a value between ${FirstDayOfMonth} and ${LastDayOfMonth}`,
  endBeforeStart: 'The schedule ends before it starts.',
  noDay: 'The schedule runs on no day of the week (Mask).',
  noRun: 'The schedule has no run between its start and its end.',
  /** The weekend warning (spec 3 §4 'Scheduler'; the spec gives no text). */
  weekendStart:
    'The start date falls on a weekend and weekends are excluded: a run that falls on a weekend moves to the next weekday.',
  unknownTimeZone: 'The time zone is not known.',
  /** Checking IncludeSmartBankingStatements (spec 3 §8 'Info toast'), verbatim. */
  smartBankingAppended: 'If Smart Banking Statements exists, it will be appended to the report.',
  /** A Reports step asking for the statements of a format other than PDF (spec 3 §4 'Workflow panels'). */
  smartBankingPdfOnly: 'Smart Banking Statements can be appended to a PDF report only.',
} as const;
