import { contract, type AutomationJobJson } from '@hoa/contract';
import { DefaultAutomationCron, JobId } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import { jobBody, jobValues, newJobValues, readOtherParameters } from './job-form-values';

const schema = contract.automationJobs.CreateAutomationJob.body;

const saved = (extra: Partial<AutomationJobJson>): AutomationJobJson => ({
  Id: 7,
  Description: 'Monthly assessments',
  NextExecutionOn: null,
  LastExecutionOn: null,
  CreatedOn: '2027-01-01T00:00:00Z',
  ExpiresOn: null,
  CompanyId: 1,
  CommunityId: 42,
  CommunityName: 'Harbor View',
  Cron: '0 0 1 * *',
  LastJobId: null,
  GroupId: null,
  IsActive: false,
  AutomationTypeId: JobId.ApplyCharges,
  AutomationTypeName: 'Apply charges',
  Parameters: { IsPosted: false, CodeIds: [3, 4] },
  Arguments: {},
  StartDate: '2027-01-01T08:30:00Z',
  LastStatus: null,
  ...extra,
});

describe('automation job form values', () => {
  it('starts a new job daily at midnight, inactive, in the community given', () => {
    const values = newJobValues(42, new Date(2027, 0, 5, 13, 0));
    expect(values).toMatchObject({
      Cron: DefaultAutomationCron,
      StartDay: '2027-01-05',
      StartTime: '00:00',
      IsActive: false,
      CommunityId: '42',
    });
    // Without a job type the contract refuses it.
    expect(schema.safeParse(jobBody(values, false)).success).toBe(false);
  });

  it('gives back the body of a saved posting job, its codes and IsPosted included', () => {
    const job = saved({});
    const body = schema.parse(jobBody(jobValues(job), false));
    expect(body).toMatchObject({
      CommunityId: 42,
      AutomationTypeId: JobId.ApplyCharges,
      Cron: '0 0 1 * *',
      Parameters: { IsPosted: false, CodeIds: [3, 4] },
      Arguments: {},
    });
    expect(new Date(body.StartDate).getTime()).toBe(new Date(job.StartDate).getTime());
  });

  it('puts the codes of an interest job under Item, and a report package under Parameters', () => {
    const interest = jobValues(
      saved({ AutomationTypeId: JobId.Interest, Parameters: { Item: { CodeIds: [5] } } }),
    );
    expect(interest.CodeIds).toEqual(['5']);
    expect(jobBody(interest, false).Parameters).toEqual({ IsPosted: true, Item: { CodeIds: [5] } });

    const pkg = jobValues(
      saved({
        AutomationTypeId: JobId.ReportPackages,
        Parameters: { Parameters: { ReportPackageId: 9 } },
        Arguments: { Recipient: 'board@example.com', Format: 2 },
      }),
    );
    expect(pkg.OtherParameters.replace(/\s/g, '')).toBe('{}');
    expect(jobBody(pkg, true)).toMatchObject({
      Parameters: { Parameters: { ReportPackageId: 9 } },
      Arguments: { Recipient: 'board@example.com', Format: 2 },
    });
  });

  it('gives a report job its IncludeSmartBankingStatements, outside the other parameters', () => {
    const report = jobValues(
      saved({
        AutomationTypeId: JobId.Reports,
        Parameters: { Name: 'TrialBalance', IncludeSmartBankingStatements: true },
        Arguments: { Recipient: 'board@example.com', Format: 0 },
      }),
    );
    expect(report.IncludeSmartBankingStatements).toBe(true);
    expect(readOtherParameters(report.OtherParameters)).toEqual({ Name: 'TrialBalance' });
    expect(jobBody({ ...report, IncludeSmartBankingStatements: false }, true).Parameters).toEqual({
      Name: 'TrialBalance',
      IncludeSmartBankingStatements: false,
    });
  });

  it('keeps the other parameters as JSON, and tells an object from anything else', () => {
    const late = jobValues(
      saved({ AutomationTypeId: JobId.LateFees, Parameters: { ExclusionDays: 10 } }),
    );
    expect(readOtherParameters(late.OtherParameters)).toEqual({ ExclusionDays: 10 });
    expect(jobBody(late, false).Parameters).toEqual({ ExclusionDays: 10, IsPosted: true });
    expect(readOtherParameters('[1]')).toBeNull();
    expect(readOtherParameters('{')).toBeNull();
    expect(readOtherParameters('')).toEqual({});
  });
});
