import {
  AllDaysMask,
  DefaultScheduleFrequency,
  Jobs,
  MaxJobScheduleNameLength,
  ScheduleFrequencies,
  TimeZones,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate, moneyCents, SuccessResponse } from '../fields';

// Workflows, workflow templates and job schedules (spec 3 §3 'Job schedule', §4 'Workflow
// panels' and 'Scheduler', §5 'Scheduler', §7 'Jobs and workflows'; issue 25 items 1, 2 and 4).
// A workflow is a community's ordered list of jobs; each job is a job schedule (a step of one job
// type with its parameters and its own schedule). Runs are recorded per schedule and period.

const frequencies = ScheduleFrequencies.map((f) => f.Frequency) as [
  ScheduleFrequencyCode,
  ...ScheduleFrequencyCode[],
];
const jobIds = Jobs.map((j) => j.JobId);
const dateTime = z.iso.datetime({ offset: true });

/** A job as a workflow or template editor saves it; the ids are absent for a new one. */
export const WorkflowJobInput = z.strictObject({
  /** A workflow's saved job (its job schedule). */
  JobScheduleId: entityId.optional(),
  /** A template's saved job. */
  WorkflowTemplateDetailId: entityId.optional(),
  JobId: z
    .number()
    .int()
    .refine((id) => jobIds.includes(id), { message: 'Unknown job.' }),
  Name: z
    .string()
    .trim()
    .max(MaxJobScheduleNameLength * 4),
  Sequence: z.number().int().min(1).max(100),
  Frequency: z.enum(frequencies).default(DefaultScheduleFrequency),
  Mask: z.number().int().min(0).max(AllDaysMask).default(AllDaysMask),
  StartDateTime: z.string().max(40),
  EndDateTime: dateTime.nullable().default(null),
  DayOfMonth: z.number().int().nullable().default(null),
  ExcludeWeekends: z.boolean().default(false),
  Recipient: z.string().trim().max(254).nullable().default(null),
  /** PDF 0, xls 1, xlsx 2, Word 3. */
  Format: z.number().int().min(0).max(3).default(0),
  /** The step's parameters (ParamsObject), checked by job type at save. */
  Parameters: z.record(z.string(), z.unknown()).default({}),
});
export type WorkflowJobInput = z.input<typeof WorkflowJobInput>;

export const JobRunSchema = z.object({
  JobRunId: z.number(),
  JobScheduleId: z.number().nullable(),
  WorkflowId: z.number().nullable(),
  CommunityAgentId: z.number(),
  JobId: z.number(),
  Name: z.string(),
  ScheduledFor: z.string(),
  PostDate: z.string(),
  /** running, awaiting-approval, succeeded, failed, rolled-back. */
  Status: z.string(),
  ProgressDone: z.number(),
  ProgressTotal: z.number(),
  StartedAt: z.string(),
  FinishedAt: z.string().nullable(),
  DurationMs: z.number().nullable(),
  /** What it produced: item ids posted or accrued, files, mails. */
  ItemIds: z.array(z.number()),
  Files: z.array(z.object({ FileName: z.string() })),
  Mails: z.number(),
  OwnersCount: z.number(),
  TotalAmount: z.number(),
  Error: z.string().nullable(),
  RolledBackAt: z.string().nullable(),
});
export type JobRunJson = z.infer<typeof JobRunSchema>;

export const JobScheduleSchema = z.object({
  JobScheduleId: z.number(),
  /** Its workflow; null for a schedule of its own (a scheduled report or report package). */
  WorkflowId: z.number().nullable(),
  WorkflowName: z.string().nullable(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  JobId: z.number(),
  JobName: z.string(),
  JobScheduleName: z.string(),
  Sequence: z.number(),
  Frequency: z.string(),
  Mask: z.number(),
  StartDateTime: z.string(),
  EndDateTime: z.string().nullable(),
  DayOfMonth: z.number().nullable(),
  ExcludeWeekends: z.boolean(),
  Recipient: z.string().nullable(),
  Format: z.number(),
  Parameters: z.record(z.string(), z.unknown()),
  Enabled: z.boolean(),
  IsQuarantined: z.boolean(),
  /** The errors of the failed runs in a row (the quarantine's cause), newest first. */
  QuarantineErrors: z.array(z.string()),
  UserId: z.number(),
  /** Its community's time zone (TimeZones): the wall clock it runs on. */
  TimeZoneId: z.number(),
  NextRunDateTime: z.string().nullable(),
  LastRunDateTime: z.string().nullable(),
});
export type JobScheduleJson = z.infer<typeof JobScheduleSchema>;

export const WorkflowSchema = z.object({
  WorkflowId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  Name: z.string(),
  WorkflowTemplateId: z.number().nullable(),
  Jobs: z.array(JobScheduleSchema),
});
export type WorkflowJson = z.infer<typeof WorkflowSchema>;

const TemplateDetailSchema = WorkflowJobInput.extend({
  WorkflowTemplateDetailId: z.number(),
  JobName: z.string(),
  Mask: z.number(),
  Frequency: z.string(),
  StartDateTime: z.string(),
  EndDateTime: z.string().nullable(),
  DayOfMonth: z.number().nullable(),
  ExcludeWeekends: z.boolean(),
  Recipient: z.string().nullable(),
  Format: z.number(),
  Parameters: z.record(z.string(), z.unknown()),
});

export const WorkflowTemplateSchema = z.object({
  WorkflowTemplateId: z.number(),
  Name: z.string(),
  Details: z.array(TemplateDetailSchema.omit({ JobScheduleId: true })),
  /** Communities with a workflow made from it. */
  WorkflowCount: z.number(),
});
export type WorkflowTemplateJson = z.infer<typeof WorkflowTemplateSchema>;

/** What a run would do, written nowhere (PreviewWorkflow). */
const StepPreviewSchema = z.object({
  JobScheduleId: z.number().nullable(),
  JobId: z.number(),
  Name: z.string(),
  PostDate: z.string(),
  OwnersCount: z.number(),
  TotalAmount: z.number(),
  /** Per owner: who and how much (at most 200 listed). */
  Owners: z.array(
    z.object({ OwnerAgentId: z.number(), OwnerName: z.string(), Amount: z.number() }),
  ),
  Files: z.array(z.string()),
  Mails: z.array(z.string()),
  Letters: z.number(),
  WouldWaitForApproval: z.boolean(),
  Error: z.string().nullable(),
});
export type StepPreviewJson = z.infer<typeof StepPreviewSchema>;

const workflowName = z.string().trim().min(1, 'Workflow name is required.').max(100);

export const automation = {
  SearchJobSchedules: endpoint({
    method: 'POST',
    path: '/api/JobSchedule/Search',
    summary: 'Job schedules of the caller’s communities, filtered and paged (15 a page)',
    body: z.strictObject({
      Enabled: z.boolean().nullable().optional(),
      CommunityAgentIds: z.array(entityId).max(5_000).optional(),
      JobIds: z.array(z.number().int()).max(50).optional(),
      Skip: z.number().int().min(0).default(0),
      Take: z.number().int().min(1).max(500).default(15),
      JobName: z.string().trim().max(100).optional(),
    }),
    response: z.object({ Total: z.number(), Rows: z.array(JobScheduleSchema) }),
  }),
  SetEnabled: endpoint({
    method: 'POST',
    path: '/api/JobSchedule/SetEnabled',
    summary: 'Enable (lifting a quarantine) or disable a job schedule',
    body: z.strictObject({ jobScheduleId: entityId, enabled: z.boolean() }),
    response: JobScheduleSchema,
  }),
  GetJobScheduleRuns: endpoint({
    method: 'GET',
    path: '/api/JobSchedule/GetRuns',
    summary: 'The runs of a job schedule or of a workflow, newest first, with their progress',
    query: z
      .strictObject({ jobScheduleId: idParam.optional(), workflowId: idParam.optional() })
      .refine((q) => (q.jobScheduleId === undefined) !== (q.workflowId === undefined), {
        message: 'Give a job schedule or a workflow.',
      }),
    response: z.array(JobRunSchema),
  }),
  RunJobScheduleNow: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/JobSchedule/RunNow',
    summary: 'Run a job schedule now, as a run of a day (today by default); a day’s run runs once',
    body: z.strictObject({ jobScheduleId: entityId, AsOf: isoDate.optional() }),
    response: JobRunSchema,
  }),
  ApproveRun: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/JobSchedule/ApproveRun',
    summary: 'Approve a run that waits for approval (above the company’s amount): it posts',
    body: z.strictObject({ JobRunId: entityId }),
    response: JobRunSchema,
  }),
  RollbackRun: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/JobSchedule/RollbackRun',
    summary:
      'Roll a finished run back: what it posted reversed, what it accrued removed, the letters it queued withdrawn (refused once released)',
    body: z.strictObject({ JobRunId: entityId }),
    response: JobRunSchema,
  }),
  GetAutomationCalendar: endpoint({
    method: 'GET',
    path: '/api/JobSchedule/GetCalendar',
    summary: 'What the enabled job schedules of the caller’s communities will run in 31 days',
    query: z.strictObject({ from: isoDate.optional() }),
    response: z.array(
      z.object({
        Date: z.string(),
        Runs: z.array(
          z.object({
            JobScheduleId: z.number(),
            WorkflowId: z.number().nullable(),
            CommunityAgentId: z.number(),
            CommunityName: z.string(),
            JobId: z.number(),
            JobScheduleName: z.string(),
            At: z.string(),
          }),
        ),
      }),
    ),
  }),
  GetAutomationSettings: endpoint({
    method: 'GET',
    path: '/api/JobSchedule/GetSettings',
    summary: 'The company’s automation settings: the amount above which runs wait for approval',
    response: z.object({ ApprovalAmount: z.number().nullable() }),
  }),
  SaveAutomationSettings: endpoint({
    method: 'POST',
    path: '/api/JobSchedule/SaveSettings',
    summary: 'Set the amount above which automation runs wait for an approver (null: none wait)',
    access: { claim: 'maintainorganization', level: 'update' },
    body: z.strictObject({ ApprovalAmount: moneyCents.min(0).nullable() }),
    response: z.object({ ApprovalAmount: z.number().nullable() }),
  }),
  SaveCommunityTimeZone: endpoint({
    method: 'POST',
    path: '/api/Community/SaveTimeZone',
    summary:
      'A community’s time zone (TimeZones): the wall clock its job schedules and scheduled reports run on; their next runs are computed again',
    access: { claim: 'community', level: 'update' },
    body: z.strictObject({
      CommunityAgentId: entityId,
      TimeZoneId: z.literal(TimeZones.map((t) => t.TimeZoneId)),
    }),
    response: z.object({ CommunityAgentId: z.number(), TimeZoneId: z.number() }),
  }),
  GetWorkflows: endpoint({
    method: 'GET',
    path: '/api/Workflow/GetWorkflows',
    summary: 'The workflows of a community (or of all the caller’s communities)',
    query: z.strictObject({ communityAgentId: idParam.optional() }),
    response: z.array(WorkflowSchema),
  }),
  GetWorkflow: endpoint({
    method: 'GET',
    path: '/api/Workflow/GetWorkflow/:id',
    summary: 'A workflow with its jobs',
    params: z.strictObject({ id: idParam }),
    response: WorkflowSchema,
  }),
  SaveWorkflow: endpoint({
    method: 'POST',
    path: '/api/Workflow/SaveWorkflow',
    summary: 'Create or update a workflow and its jobs; every step is checked, named when refused',
    body: z.strictObject({
      WorkflowId: entityId.optional(),
      CommunityAgentId: entityId,
      Name: workflowName,
      Jobs: z.array(WorkflowJobInput).max(50),
    }),
    response: WorkflowSchema,
  }),
  PreviewWorkflow: endpoint({
    method: 'POST',
    path: '/api/Workflow/PreviewWorkflow',
    summary:
      'What the jobs of a workflow would do on a date, in order, each seeing the earlier ones (who, how much, files, mails, letters), unwritten',
    body: z.strictObject({ WorkflowId: entityId, AsOf: isoDate }),
    response: z.array(StepPreviewSchema),
  }),
  DeleteJobSchedule: endpoint({
    method: 'DELETE',
    path: '/api/Workflow/DeleteJobSchedule/:id',
    summary: 'Remove a saved job from its workflow (its runs are kept)',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  DeleteWorkflow: endpoint({
    method: 'DELETE',
    path: '/api/Workflow/DeleteWorkflow/:id',
    summary: 'Delete a workflow and its jobs (their runs are kept)',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  GetWorkflowTemplates: endpoint({
    method: 'GET',
    path: '/api/WorkflowTemplate/GetWorkflowTemplates',
    summary: 'The company’s workflow templates',
    response: z.array(WorkflowTemplateSchema),
  }),
  GetWorkflowTemplate: endpoint({
    method: 'GET',
    path: '/api/WorkflowTemplate/GetWorkflowTemplate/:id',
    summary: 'A workflow template with its jobs',
    params: z.strictObject({ id: idParam }),
    response: WorkflowTemplateSchema,
  }),
  SaveWorkflowTemplate: endpoint({
    method: 'POST',
    path: '/api/WorkflowTemplate/SaveWorkflowTemplate',
    summary: 'Create or update a workflow template and its jobs',
    body: z.strictObject({
      WorkflowTemplateId: entityId.optional(),
      Name: workflowName,
      Details: z.array(WorkflowJobInput).max(50),
    }),
    response: WorkflowTemplateSchema,
  }),
  DeleteWorkflowTemplateDetail: endpoint({
    method: 'DELETE',
    path: '/api/WorkflowTemplate/DeleteWorkflowTemplateDetail/:id',
    summary: 'Remove a saved job from its workflow template',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  DeleteWorkflowTemplate: endpoint({
    method: 'DELETE',
    path: '/api/WorkflowTemplate/DeleteWorkflowTemplate/:id',
    summary: 'Delete a workflow template (workflows made from it are kept)',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  ApplyWorkflowTemplate: endpoint({
    method: 'POST',
    path: '/api/WorkflowTemplate/ApplyWorkflowTemplate',
    summary: 'Make a workflow from a template in each community given, all or none',
    body: z.strictObject({
      WorkflowTemplateId: entityId,
      CommunityAgentIds: z.array(entityId).min(1, 'Please select a Community').max(5_000),
      Name: workflowName.optional(),
    }),
    response: z.array(WorkflowSchema),
  }),
} as const;
