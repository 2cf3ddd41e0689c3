import { calledWith, contract, type EndpointDef, type JobRunJson } from '@hoa/contract';
import {
  findJob,
  JobRunStatus,
  JobSchedulePageSize,
  JobStepClaims,
  ScheduleFrequencies,
  type IsoDate,
} from '@hoa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const A = contract.automation;

/** The filters of the job schedule list (spec 3 §8 'Jobs and workflows' Search). */
export interface JobScheduleFilters {
  page: number;
  name: string;
  /** 'all', 'enabled' or 'disabled'. */
  enabled: string;
}

/** One page of job schedules (spec 3 §9: 15 a page). */
export const jobSchedulesQuery = (filters: JobScheduleFilters) =>
  queryOptions({
    queryKey: ['automation', 'job-schedules', filters],
    queryFn: () =>
      api.call(A.SearchJobSchedules, {
        body: {
          Skip: (filters.page - 1) * JobSchedulePageSize,
          Take: JobSchedulePageSize,
          ...(filters.name.trim() ? { JobName: filters.name.trim() } : {}),
          ...(filters.enabled === 'all' ? {} : { Enabled: filters.enabled === 'enabled' }),
        },
      }),
    placeholderData: keepPreviousData,
  });

export const automationSettingsQuery = () =>
  queryOptions({
    queryKey: ['automation', 'settings'],
    queryFn: () => api.call(A.GetAutomationSettings, {}),
  });

export const workflowTemplatesQuery = () =>
  queryOptions({
    queryKey: ['automation', 'templates'],
    queryFn: () => api.call(A.GetWorkflowTemplates, {}),
  });

export const workflowTemplateQuery = (id: number) =>
  queryOptions({
    queryKey: ['automation', 'templates', id],
    queryFn: () => api.call(A.GetWorkflowTemplate, { params: { id } }),
  });

export const workflowsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: ['automation', 'workflows', communityAgentId],
    queryFn: () => api.call(A.GetWorkflows, { query: { communityAgentId } }),
  });

export const workflowQuery = (id: number) =>
  queryOptions({
    queryKey: ['automation', 'workflows', 'one', id],
    queryFn: () => api.call(A.GetWorkflow, { params: { id } }),
  });

/** A workflow's runs, newest first; refreshed while one is running. */
export const workflowRunsQuery = (workflowId: number) =>
  queryOptions({
    queryKey: ['automation', 'runs', workflowId],
    queryFn: () => api.call(A.GetJobScheduleRuns, { query: { workflowId } }),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((r) => r.Status === JobRunStatus.Running) ? 2_000 : false,
  });

/** What runs in the 31 days from a day (today). */
export const calendarQuery = (from: IsoDate) =>
  queryOptions({
    queryKey: ['automation', 'calendar', from],
    queryFn: () => api.call(A.GetAutomationCalendar, { query: { from } }),
  });

/** A job's name by its id. */
export const jobNameOf = (jobId: number): string => findJob(jobId)?.JobName ?? `Job ${jobId}`;

/** A frequency's name by its code (M: Monthly). */
export const frequencyNameOf = (code: string): string =>
  ScheduleFrequencies.find((f) => f.Frequency === code)?.FrequencyName ?? code;

/** A call as its use case checks it for a job: with the claim the job needs (JobStepClaims). */
export const jobCalls = (endpoint: EndpointDef, jobId: number): readonly EndpointDef[] => {
  const claim = JobStepClaims[jobId];
  return claim ? calledWith(endpoint, claim) : [endpoint];
};

const statusLabels: Record<string, { label: string; color: string }> = {
  [JobRunStatus.Running]: { label: 'Running', color: 'blue' },
  [JobRunStatus.AwaitingApproval]: { label: 'Awaiting approval', color: 'yellow' },
  [JobRunStatus.Succeeded]: { label: 'Succeeded', color: 'green' },
  [JobRunStatus.Failed]: { label: 'Failed', color: 'red' },
  [JobRunStatus.RolledBack]: { label: 'Rolled back', color: 'gray' },
};

/** A run's status as shown: its label and badge colour. */
export const runStatusOf = (run: Pick<JobRunJson, 'Status'>) =>
  statusLabels[run.Status] ?? { label: run.Status, color: 'gray' };

/** The company's report packages as options of the report package job. */
export const reportPackageOptionsQuery = () =>
  queryOptions({
    queryKey: ['report-packages', 'options'],
    queryFn: () => api.call(contract.reportPackages.GetReportPackages, {}),
    select: (rows) => rows.map((p) => ({ value: String(p.ReportPackageId), label: p.DisplayName })),
  });
