import type { JobScheduleJson } from '@hoa/contract';
import {
  JobId,
  MethodId,
  ReportFormatId,
  scheduleOnExcludeWeekends,
  scheduleOnFrequencyChange,
  TemplateClock,
} from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import {
  newJob,
  parametersOf,
  templateRules,
  templateSchema,
  toTemplateBody,
  toWorkflowBody,
  workflowSchema,
  workflowValues,
  type JobDraft,
  type TemplateValues,
} from './template-form';

const values = (jobs: TemplateValues['jobs']): TemplateValues => ({
  name: 'Monthly',
  jobs,
  timeZone: TemplateClock,
});
const NewYork = 'America/New_York';

describe('the workflow template editor', () => {
  it('sends its jobs in order with their sequence, start and the posting switch', () => {
    const charges = newJob(JobId.ApplyCharges, 'Assessments', TemplateClock);
    const late = {
      ...newJob(JobId.LateFees, 'Late fees', TemplateClock),
      exclusionDays: 10,
      isPosted: false,
    };
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
      ...newJob(JobId.ApplyCharges, 'Assessments', TemplateClock),
      parametersJson: JSON.stringify({ CodeIds: [4, 5], IsPosted: true }),
      isPosted: false,
    };
    expect(parametersOf(job)).toEqual({ CodeIds: [4, 5], IsPosted: false });
  });

  it('gives the report package job its package and asks for one', () => {
    const job = newJob(JobId.ReportPackages, 'Board package', TemplateClock);
    expect(templateRules(values([job]))).toMatchObject({
      'jobs.0.recipient': 'Recipient is required.',
      'jobs.0.reportPackageId': 'Choose a report package.',
    });
    expect(parametersOf({ ...job, reportPackageId: '12' })).toEqual({
      Parameters: { ReportPackageId: 12 },
    });
  });

  it('gives a report step its Smart Banking statements from the checkbox, for a PDF only', () => {
    const saved = {
      JobScheduleId: 40,
      JobScheduleName: 'Trial balance',
      JobId: JobId.Reports,
      Sequence: 1,
      Frequency: 'M',
      Mask: 127,
      ExcludeWeekends: false,
      DayOfMonth: 1,
      StartDateTime: '2027-01-01T12:00:00.000Z',
      EndDateTime: null,
      Recipient: 'board@example.com',
      Format: ReportFormatId.Pdf,
      Parameters: { Name: 'TrialBalance', Parameters: {}, IncludeSmartBankingStatements: true },
    } as unknown as JobScheduleJson;
    const [job] = workflowValues({ Name: 'Board', Jobs: [saved] }, NewYork).jobs;
    // The checkbox has the flag; the JSON keeps the report's name and parameters.
    expect(job.includeSmartBankingStatements).toBe(true);
    expect(JSON.parse(job.parametersJson)).toEqual({ Name: 'TrialBalance', Parameters: {} });
    expect(parametersOf(job)).toEqual({
      Name: 'TrialBalance',
      Parameters: {},
      IncludeSmartBankingStatements: true,
    });
    // Typed in the JSON, the flag is the checkbox's; a format other than PDF sends it cleared.
    const typed = {
      ...job,
      parametersJson: '{"Name":"TrialBalance","IncludeSmartBankingStatements":true}',
      includeSmartBankingStatements: false,
    };
    expect(parametersOf(typed)).toEqual({
      Name: 'TrialBalance',
      IncludeSmartBankingStatements: false,
    });
    const xlsx = { ...job, format: String(ReportFormatId.Xlsx) };
    expect(parametersOf(xlsx).IncludeSmartBankingStatements).toBe(false);
    expect(templateRules(values([xlsx]))).toEqual({});
  });

  it('refuses a job without a name, JSON that is not an object and out-of-range days', () => {
    const unnamed = newJob(JobId.ApplyCharges, '', TemplateClock);
    const journal = {
      ...newJob(JobId.JournalEntry, 'Accrual', TemplateClock),
      parametersJson: '[1',
    };
    const late = { ...newJob(JobId.LateFees, 'Late', TemplateClock), exclusionDays: 400 };
    const errors = templateRules(values([unnamed, journal, late]));
    expect(errors['jobs.0.name']).toBe('Job Name is required.');
    expect(errors['jobs.1.parametersJson']).toBe('Enter the parameters as a JSON object.');
    expect(errors['jobs.2.exclusionDays']).toMatch(/ExclusionDays/);
  });
});

/** A job made monthly, as the scheduler's Frequency select makes it. */
const monthly = (job: JobDraft): JobDraft => ({ ...job, ...scheduleOnFrequencyChange(job, 'M') });

describe('the job schedule of the editors', () => {
  it('sends a monthly job on day 15 without weekends (mask 62) and its end', () => {
    const job = monthly(newJob(JobId.ApplyCharges, 'Assessments', TemplateClock));
    const planned: JobDraft = {
      ...job,
      ...scheduleOnExcludeWeekends(job, true),
      dayOfMonth: 15,
      startDate: '2027-01-15',
      startTime: '06:00',
      endDate: '2027-12-31',
    };
    expect(templateRules(values([planned]))).toEqual({});
    const [detail] = templateSchema.parse(toTemplateBody(null)(values([planned]))).Details;
    expect(detail).toMatchObject({
      Frequency: 'M',
      Mask: 62,
      ExcludeWeekends: true,
      DayOfMonth: 15,
    });
    // A template keeps wall times: 06:00 on the template clock, each community's own 06:00.
    expect(detail.StartDateTime).toBe('2027-01-15T06:00:00.000Z');
    expect(detail.EndDateTime).toBe('2027-12-31T23:59:59.000Z');
    // A workflow's times are its community's: 06:00 in New York.
    const [job0] = workflowSchema.parse(
      toWorkflowBody(5, null)({ ...values([planned]), timeZone: NewYork }),
    ).Jobs;
    expect(job0.StartDateTime).toBe('2027-01-15T11:00:00.000Z');
  });

  it('asks Day of month only of monthly … yearly jobs, with the scheduler’s messages', () => {
    const daily = { ...newJob(JobId.ApplyCharges, 'Daily', TemplateClock), dayOfMonth: 40 };
    expect(toTemplateBody(null)(values([daily])).Details[0].DayOfMonth).toBeNull();
    const bad = {
      ...monthly(newJob(JobId.ApplyCharges, 'Monthly', TemplateClock)),
      dayOfMonth: 40,
    };
    const ended = {
      ...newJob(JobId.ApplyCharges, 'Ended', TemplateClock),
      startDate: '2027-03-01' as const,
      endDate: '2027-02-01' as const,
    };
    const weekly = newJob(JobId.ApplyCharges, 'Weekly', TemplateClock);
    const noDay = { ...weekly, ...scheduleOnFrequencyChange(weekly, 'D'), mask: 0 };
    const errors = templateRules(values([bad, ended, noDay]));
    expect(errors['jobs.0.dayOfMonth']).toBe('Please enter a value between 1 and 31');
    expect(errors['jobs.1.endDate']).toBe('The schedule ends before it starts.');
    expect(errors['jobs.2.mask']).toBe('The schedule runs on no day of the week (Mask).');
  });

  it('gives the interest job its method as CommInterestSettings, or leaves the community’s', () => {
    const interest = newJob(JobId.Interest, 'Interest', TemplateClock);
    expect(parametersOf(interest)).toEqual({ IsPosted: true });
    const compound = { ...interest, interestMethodId: String(MethodId.InterestCompound) };
    expect(parametersOf(compound)).toEqual({
      IsPosted: true,
      CommInterestSettings: { InterestMethodID: MethodId.InterestCompound, name: 'Compound' },
    });
    expect(templateRules(values([compound]))).toEqual({});
    expect(parametersOf({ ...compound, interestMethodId: null })).toEqual({ IsPosted: true });
  });

  it('edits a workflow’s saved jobs and sends them with their job schedule ids', () => {
    const saved = {
      JobScheduleId: 31,
      JobScheduleName: 'Assessments',
      JobId: JobId.ApplyCharges,
      Sequence: 1,
      Frequency: 'M',
      Mask: 62,
      ExcludeWeekends: true,
      DayOfMonth: 15,
      StartDateTime: '2027-01-15T12:00:00.000Z',
      EndDateTime: null,
      Recipient: null,
      Format: 0,
      Parameters: { IsPosted: false },
    } as unknown as JobScheduleJson;
    const form = workflowValues({ Name: 'Monthly', Jobs: [saved] }, NewYork);
    expect(form.jobs[0]).toMatchObject({
      startDate: '2027-01-15',
      startTime: '07:00',
      savedId: 31,
      name: 'Assessments',
      frequency: 'M',
      excludeWeekends: true,
      dayOfMonth: 15,
      isPosted: false,
    });
    const body = workflowSchema.parse(toWorkflowBody(5, 9)(form));
    expect(body).toMatchObject({ WorkflowId: 9, CommunityAgentId: 5, Name: 'Monthly' });
    expect(body.Jobs[0]).toMatchObject({
      JobScheduleId: 31,
      Mask: 62,
      DayOfMonth: 15,
      StartDateTime: '2027-01-15T12:00:00.000Z',
    });
  });
});
