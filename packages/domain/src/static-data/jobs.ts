// Automation job catalogue and job-schedule enumerations (spec 3 §3 'Job schedule', §7 'Jobs and
// workflows'). The spec fixes some job ids and constrains others:
// - 3 is the journal-entry job (its IsAutomated toggle);
// - 5, 6, 7, 8, 11 are the posting jobs (IsPosted): apply charges, interest, late fees, prepaids and
//   collections, given 5-8 in the spec's order of step outputs, collections 11;
// - 9, 12, 16-20 are the validation-file exports, one per bank format;
// - 1, 21, 22 need a recipient and are not validation files: reports (1) and report packages (21).
// Adjustment, the one job left, takes 2. Ids 4, 10 and 22 are mentioned but never named, so they
// are not listed.
export const JobId = {
  Reports: 1,
  Adjustment: 2,
  JournalEntry: 3,
  ApplyCharges: 5,
  Interest: 6,
  LateFees: 7,
  Prepaids: 8,
  FirstCitizensValidation: 9,
  Collections: 11,
  AllianceValidation: 12,
  PacificPremierValidation: 16,
  PacificWesternValidation: 17,
  DuesPaymentValidation: 18,
  StandardValidation: 19,
  PacificWesternLegacyValidation: 20,
  ReportPackages: 21,
} as const;

export interface Job {
  readonly JobId: number;
  readonly JobName: string;
}

const J = JobId;

export const Jobs: readonly Job[] = [
  { JobId: J.Reports, JobName: 'Reports' },
  { JobId: J.Adjustment, JobName: 'Adjustment' },
  { JobId: J.JournalEntry, JobName: 'Journal entry' },
  { JobId: J.ApplyCharges, JobName: 'Apply charges' },
  { JobId: J.Interest, JobName: 'Interest' },
  { JobId: J.LateFees, JobName: 'Late fees' },
  { JobId: J.Prepaids, JobName: 'Prepaids' },
  { JobId: J.FirstCitizensValidation, JobName: 'Validation export: First Citizens' },
  { JobId: J.Collections, JobName: 'Collections' },
  { JobId: J.AllianceValidation, JobName: 'Validation export: Alliance' },
  { JobId: J.PacificPremierValidation, JobName: 'Validation export: Pacific Premier' },
  { JobId: J.PacificWesternValidation, JobName: 'Validation export: Pacific Western' },
  { JobId: J.DuesPaymentValidation, JobName: 'Validation export: DuesPayment' },
  { JobId: J.StandardValidation, JobName: 'Validation export: Standard' },
  {
    JobId: J.PacificWesternLegacyValidation,
    JobName: 'Validation export: Pacific Western Legacy',
  },
  { JobId: J.ReportPackages, JobName: 'Report packages' },
];

export interface ValidationExportFormat {
  readonly JobId: number;
  readonly FormatName: string;
}

export const ValidationExportFormats: readonly ValidationExportFormat[] = [
  { JobId: J.FirstCitizensValidation, FormatName: 'First Citizens' },
  { JobId: J.AllianceValidation, FormatName: 'Alliance' },
  { JobId: J.PacificPremierValidation, FormatName: 'Pacific Premier' },
  { JobId: J.PacificWesternValidation, FormatName: 'Pacific Western' },
  { JobId: J.DuesPaymentValidation, FormatName: 'DuesPayment' },
  { JobId: J.StandardValidation, FormatName: 'Standard' },
  { JobId: J.PacificWesternLegacyValidation, FormatName: 'Pacific Western Legacy' },
];

export const ValidationFileJobIds: readonly number[] = ValidationExportFormats.map(
  (row) => row.JobId,
);

// As the spec lists them, including 22, which it does not name.
export const RecipientRequiredJobIds: readonly number[] = [1, 9, 12, 16, 17, 18, 19, 20, 21, 22];

export const IsPostedToggleJobIds: readonly number[] = [
  J.ApplyCharges,
  J.Interest,
  J.LateFees,
  J.Prepaids,
  J.Collections,
];

export const JournalAutomatedJobId = J.JournalEntry;

// Name of the validation export step output.
export const ValidationExportStepName = 'HOAValidation';

export function isValidationFileJob(jobId: number): boolean {
  return ValidationFileJobIds.includes(jobId);
}

export function jobRequiresRecipient(jobId: number): boolean {
  return RecipientRequiredJobIds.includes(jobId);
}

export function findJob(jobId: number): Job | undefined {
  return Jobs.find((row) => row.JobId === jobId);
}

export type ScheduleFrequencyCode = 'O' | 'H' | 'D' | 'W' | 'M' | 'Q' | 'S' | 'Y';

export interface ScheduleFrequency {
  readonly Frequency: ScheduleFrequencyCode;
  readonly FrequencyName: string;
}

// Job schedule frequencies are single characters.
export const ScheduleFrequencies: readonly ScheduleFrequency[] = [
  { Frequency: 'O', FrequencyName: 'Once' },
  { Frequency: 'H', FrequencyName: 'Hourly' },
  { Frequency: 'D', FrequencyName: 'Daily' },
  { Frequency: 'W', FrequencyName: 'Weekly' },
  { Frequency: 'M', FrequencyName: 'Monthly' },
  { Frequency: 'Q', FrequencyName: 'Quarterly' },
  { Frequency: 'S', FrequencyName: 'SemiYearly' },
  { Frequency: 'Y', FrequencyName: 'Yearly' },
];

// Weekday mask bits of a job schedule.
export const WeekdayMask = {
  Sunday: 1,
  Monday: 2,
  Tuesday: 4,
  Wednesday: 8,
  Thursday: 16,
  Friday: 32,
  Saturday: 64,
} as const;

export const WeekdaysOnlyMask = 62;

export const AllDaysMask = 127;

export const DefaultScheduleFrequency: ScheduleFrequencyCode = 'O';

export const DefaultScheduleMask = AllDaysMask;
