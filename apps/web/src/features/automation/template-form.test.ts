import { JobId } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import {
  newJob,
  parametersOf,
  templateRules,
  templateSchema,
  toTemplateBody,
  type TemplateValues,
} from './template-form';

const values = (jobs: TemplateValues['jobs']): TemplateValues => ({ name: 'Monthly', jobs });

describe('the workflow template editor', () => {
  it('sends its jobs in order with their sequence, start and the posting switch', () => {
    const charges = newJob(JobId.ApplyCharges, 'Assessments');
    const late = { ...newJob(JobId.LateFees, 'Late fees'), exclusionDays: 10, isPosted: false };
    const body = templateSchema.parse(toTemplateBody(7)(values([charges, late])));
    expect(body.WorkflowTemplateId).toBe(7);
    expect(body.Details.map((d) => [d.Sequence, d.JobId, d.Name])).toEqual([
      [1, JobId.ApplyCharges, 'Assessments'],
      [2, JobId.LateFees, 'Late fees'],
    ]);
    expect(body.Details[0].Parameters).toEqual({ IsPosted: true });
    expect(body.Details[1].Parameters).toEqual({
      IsPosted: false,
      CurrentMonthOnly: false,
      ExclusionDays: 10,
    });
    expect(Number.isNaN(Date.parse(body.Details[0].StartDateTime))).toBe(false);
  });

  it('keeps the saved parameters the fields do not show', () => {
    const job = {
      ...newJob(JobId.ApplyCharges, 'Assessments'),
      parametersJson: JSON.stringify({ CodeIds: [4, 5], IsPosted: true }),
      isPosted: false,
    };
    expect(parametersOf(job)).toEqual({ CodeIds: [4, 5], IsPosted: false });
  });

  it('gives the report package job its package and asks for one', () => {
    const job = newJob(JobId.ReportPackages, 'Board package');
    expect(templateRules(values([job]))).toMatchObject({
      'jobs.0.recipient': 'Recipient is required.',
      'jobs.0.reportPackageId': 'Choose a report package.',
    });
    expect(parametersOf({ ...job, reportPackageId: '12' })).toEqual({
      Parameters: { ReportPackageId: 12 },
    });
  });

  it('refuses a job without a name, JSON that is not an object and out-of-range days', () => {
    const unnamed = newJob(JobId.ApplyCharges, '');
    const journal = { ...newJob(JobId.JournalEntry, 'Accrual'), parametersJson: '[1' };
    const late = { ...newJob(JobId.LateFees, 'Late'), exclusionDays: 400 };
    const errors = templateRules(values([unnamed, journal, late]));
    expect(errors['jobs.0.name']).toBe('Job Name is required.');
    expect(errors['jobs.1.parametersJson']).toBe('Enter the parameters as a JSON object.');
    expect(errors['jobs.2.exclusionDays']).toMatch(/ExclusionDays/);
  });
});
