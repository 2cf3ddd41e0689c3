import { AutomationJobPageSize, DefaultAutomationCron } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam } from '../fields';
import { JobRunSchema } from './automation';

// Automation jobs (spec 3 §3 'Automation job', §7 'AutomationJob: …'; issue 25 item 3): one job
// type for a community run on a cron expression from a start date until it expires, while
// active; its history is its runs. Lists are paged by the spec's response headers
// (x-page-total-record-count, x-page-current-index, x-page-hasnext, x-page-hasprevious,
// x-page-total-page-count).

export const AutomationJobTypeSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  /** The parameters the job type takes (ExecuteParameterAsKeyValuePair lists the choices of some). */
  ParameterNames: z.array(z.string()),
  /** Whether its runs mail a file to a recipient. */
  RequiresRecipient: z.boolean(),
});

export const AutomationJobSchema = z.object({
  Id: z.number(),
  Description: z.string(),
  NextExecutionOn: z.string().nullable(),
  LastExecutionOn: z.string().nullable(),
  CreatedOn: z.string(),
  ExpiresOn: z.string().nullable(),
  CompanyId: z.number(),
  CommunityId: z.number(),
  CommunityName: z.string(),
  Cron: z.string(),
  /** The last run (its job run id). */
  LastJobId: z.number().nullable(),
  GroupId: z.number().nullable(),
  IsActive: z.boolean(),
  AutomationTypeId: z.number(),
  AutomationTypeName: z.string(),
  Parameters: z.record(z.string(), z.unknown()),
  /** Recipient and Format of a job that mails a file. */
  Arguments: z.record(z.string(), z.unknown()),
  StartDate: z.string(),
  /** The last run's status, if any. */
  LastStatus: z.string().nullable(),
});
export type AutomationJobJson = z.infer<typeof AutomationJobSchema>;

export const AutomationJobBody = z.strictObject({
  Description: z.string().trim().min(1, 'Description is required.').max(200),
  CommunityId: entityId,
  AutomationTypeId: z.number().int(),
  Cron: z.string().trim().min(1).max(100).default(DefaultAutomationCron),
  StartDate: z.iso.datetime({ offset: true }),
  ExpiresOn: z.iso.datetime({ offset: true }).nullable().default(null),
  IsActive: z.boolean().default(false),
  GroupId: z.number().int().nullable().default(null),
  Parameters: z.record(z.string(), z.unknown()).default({}),
  Arguments: z
    .strictObject({
      Recipient: z.string().trim().max(254).nullable().optional(),
      Format: z.number().int().min(0).max(3).optional(),
    })
    .default({}),
});

const page = {
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(AutomationJobPageSize),
};

export const automationJobs = {
  ListOfJobTypes: endpoint({
    method: 'GET',
    path: '/api/AutomationJob/ListOfJobTypes',
    summary: 'The job types an automation job can run',
    response: z.array(AutomationJobTypeSchema),
  }),
  FindJobTypeById: endpoint({
    method: 'GET',
    path: '/api/AutomationJob/FindJobTypeById/:id',
    summary: 'One job type',
    params: z.strictObject({ id: idParam }),
    response: AutomationJobTypeSchema,
  }),
  ListOfAutomationJobs: endpoint({
    method: 'GET',
    path: '/api/AutomationJob/listOfAutomationJobs',
    summary: 'Automation jobs of the caller’s communities, paged (headers x-page-…), 5 a page',
    query: z.strictObject({
      communityId: idParam.optional(),
      jobTypeId: z.coerce.number().int().optional(),
      isActive: z.enum(['true', 'false']).optional(),
      ...page,
    }),
    response: z.array(AutomationJobSchema),
  }),
  ListOfAutomationJobHistory: endpoint({
    method: 'GET',
    path: '/api/AutomationJob/ListOfAutomationJobHistory/:id',
    summary: 'An automation job’s runs, newest first, paged (headers x-page-…), 5 a page',
    params: z.strictObject({ id: idParam }),
    query: z.strictObject(page),
    response: z.array(JobRunSchema),
  }),
  FindAutomationJobById: endpoint({
    method: 'GET',
    path: '/api/AutomationJob/FindAutomationJobById/:id',
    summary: 'One automation job',
    params: z.strictObject({ id: idParam }),
    response: AutomationJobSchema,
  }),
  ExecuteParameterAsKeyValuePair: endpoint({
    method: 'GET',
    path: '/api/AutomationJob/ExecuteParameterAsKeyValuePair',
    summary: 'The choices of a parameter of an automation job, in its community, as key and value',
    query: z.strictObject({ id: idParam, parameterName: z.string().trim().min(1).max(50) }),
    response: z.array(z.object({ Key: z.number(), Value: z.string() })),
  }),
  CreateAutomationJob: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/AutomationJob/Create',
    summary: 'Create an automation job; created active, it runs once at once',
    body: AutomationJobBody,
    response: AutomationJobSchema,
  }),
  UpdateAutomationJob: endpoint({
    method: 'PUT',
    idempotent: true,
    path: '/api/AutomationJob/Update/:Id',
    summary: 'Update an automation job; made active, it runs once at once',
    params: z.strictObject({ Id: idParam }),
    body: AutomationJobBody,
    response: AutomationJobSchema,
  }),
} as const;
