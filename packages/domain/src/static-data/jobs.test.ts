import { describe, expect, it } from 'vitest';
import {
  AllDaysMask,
  IsPostedToggleJobIds,
  JobId,
  Jobs,
  JournalAutomatedJobId,
  RecipientRequiredJobIds,
  ScheduleFrequencies,
  ValidationExportFormats,
  ValidationFileJobIds,
  WeekdayMask,
  WeekdaysOnlyMask,
  isValidationFileJob,
  jobRequiresRecipient,
} from './jobs';

describe('Jobs', () => {
  it('has unique ids and names', () => {
    const ids = Jobs.map((row) => row.JobId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(Jobs.map((row) => row.JobName)).size).toBe(ids.length);
    expect(Object.values(JobId)).toEqual(ids);
  });

  it('keeps the ids the spec fixes', () => {
    expect(JournalAutomatedJobId).toBe(3);
    expect(IsPostedToggleJobIds).toEqual([5, 6, 7, 8, 11]);
    expect(ValidationFileJobIds).toEqual([9, 12, 16, 17, 18, 19, 20]);
    expect(RecipientRequiredJobIds).toEqual([1, 9, 12, 16, 17, 18, 19, 20, 21, 22]);
  });

  it('names the validation formats by job id', () => {
    expect(ValidationExportFormats.map((row) => [row.JobId, row.FormatName])).toEqual([
      [9, 'First Citizens'],
      [12, 'Alliance'],
      [16, 'Pacific Premier'],
      [17, 'Pacific Western'],
      [18, 'DuesPayment'],
      [19, 'Standard'],
      [20, 'Pacific Western Legacy'],
    ]);
    expect(isValidationFileJob(16)).toBe(true);
    expect(isValidationFileJob(5)).toBe(false);
  });

  it('lists every posting, journal and validation job', () => {
    const ids = Jobs.map((row) => row.JobId);
    for (const id of [...IsPostedToggleJobIds, ...ValidationFileJobIds, 3]) {
      expect(ids).toContain(id);
    }
    expect(jobRequiresRecipient(1)).toBe(true);
    expect(jobRequiresRecipient(3)).toBe(false);
  });
});

describe('job schedule', () => {
  it('has the frequency letters and weekday mask bits', () => {
    expect(ScheduleFrequencies.map((row) => row.Frequency)).toEqual([
      'O',
      'H',
      'D',
      'W',
      'M',
      'Q',
      'S',
      'Y',
    ]);
    expect(Object.values(WeekdayMask)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
    expect(AllDaysMask).toBe(sum(Object.values(WeekdayMask)));
    expect(WeekdaysOnlyMask).toBe(AllDaysMask - WeekdayMask.Sunday - WeekdayMask.Saturday);
    expect(WeekdaysOnlyMask).toBe(62);
  });
});
