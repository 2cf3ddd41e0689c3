import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

// Automation (spec 3 §3 'Job schedule', 'Automation job'; §7 'Jobs and workflows'; issue 25).
// A workflow is a community's ordered list of jobs; each job is a job schedule: a job id (the
// step's type), its parameters (ParamsObject) and when it runs. A workflow template is the same
// list without a community, applied to many communities at once (each gets its own workflow).
// Every run of a schedule is a job run, keyed by schedule and period so that a retried run posts
// nothing twice.

/** The schedule columns shared by job schedules and template details. */
const scheduleColumns = () => ({
  jobId: smallint('job_id').notNull(),
  /** JobScheduleName (at most 55 characters, spec 3 §9). */
  name: varchar('name', { length: 55 }).notNull(),
  sequence: smallint('sequence').notNull(),
  /** Frequency code: O H D W M Q S Y. */
  frequency: char('frequency', { length: 1 }).notNull().default('O'),
  /** Weekday bits, Sunday 1 … Saturday 64; 127 all days. */
  mask: smallint('mask').notNull().default(127),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }),
  dayOfMonth: smallint('day_of_month'),
  excludeWeekends: boolean('exclude_weekends').notNull().default(false),
  recipient: varchar('recipient', { length: 255 }),
  /** Report format: PDF 0, xls 1, xlsx 2, Word 3. */
  format: smallint('format').notNull().default(0),
  /** ParamsObject: the step's parameters by job type (spec 3 §7 'Step outputs by job type'). */
  parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
});

export const workflowTemplates = pgTable(
  'workflow_templates',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    createdByUserId: refColumn('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('workflow_templates_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

export const workflowTemplateDetails = pgTable(
  'workflow_template_details',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    workflowTemplateId: refColumn('workflow_template_id')
      .notNull()
      .references(() => workflowTemplates.id, { onDelete: 'cascade' }),
    ...scheduleColumns(),
  },
  (t) => [index('workflow_template_details_template_idx').on(t.workflowTemplateId, t.sequence)],
);

export const workflows = pgTable(
  'workflows',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    name: varchar('name', { length: 100 }).notNull(),
    /** The template it was made from, if any. */
    workflowTemplateId: refColumn('workflow_template_id').references(() => workflowTemplates.id, {
      onDelete: 'set null',
    }),
    createdByUserId: refColumn('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('workflows_name_key').on(t.companyId, t.communityAgentId, sql`lower(${t.name})`),
  ],
);

export const jobSchedules = pgTable(
  'job_schedules',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    /** The workflow it is a job of; null for a schedule of its own (a scheduled report or package). */
    workflowId: refColumn('workflow_id').references(() => workflows.id, { onDelete: 'cascade' }),
    ...scheduleColumns(),
    enabled: boolean('enabled').notNull().default(false),
    /** Temporarily suspended after three failed runs in a row; enabling again lifts it. */
    isQuarantined: boolean('is_quarantined').notNull().default(false),
    consecutiveFailures: smallint('consecutive_failures').notNull().default(0),
    /** The user the job runs as (their permissions at run time). */
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id),
    /** The next due run; null when disabled, quarantined, or no run is left. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /**
     * A failed run's period (next_run_at, kept) is tried again from this time (backoff); null
     * when no retry waits.
     */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('job_schedules_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.enabled} and not ${t.isQuarantined}`),
    index('job_schedules_workflow_idx').on(t.workflowId, t.sequence),
    index('job_schedules_community_idx').on(t.companyId, t.communityAgentId),
  ],
);

/**
 * A run of a job schedule for one period (run_key 'js:{id}:{scheduled ISO}'), or a run asked by a
 * user (run now, preview never writes one). Status: running, awaiting-approval, succeeded,
 * failed, rolled-back. Produced: the item ids posted or accrued, the files written, the mails
 * queued.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    runKey: varchar('run_key', { length: 120 }).notNull(),
    jobScheduleId: refColumn('job_schedule_id').references(() => jobSchedules.id, {
      onDelete: 'set null',
    }),
    workflowId: refColumn('workflow_id').references(() => workflows.id, { onDelete: 'set null' }),
    automationJobId: refColumn('automation_job_id'),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    jobId: smallint('job_id').notNull(),
    name: varchar('name', { length: 55 }).notNull(),
    /** The period the run is for: the schedule's due time. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    /** The post date the run used. */
    postDate: date('post_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run produced: { itemIds, files: [{ storageKey, fileName }], mails }. */
    produced: jsonb('produced').$type<Record<string, unknown>>().notNull().default({}),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    ownersCount: integer('owners_count').notNull().default(0),
    error: text('error'),
    triggeredByUserId: refColumn('triggered_by_user_id').references(() => users.id),
    approvedByUserId: refColumn('approved_by_user_id').references(() => users.id),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    rolledBackByUserId: refColumn('rolled_back_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('job_runs_key').on(t.companyId, t.runKey),
    index('job_runs_schedule_idx').on(t.jobScheduleId, t.startedAt),
    index('job_runs_workflow_idx').on(t.workflowId, t.startedAt),
    index('job_runs_automation_job_idx').on(t.automationJobId, t.startedAt),
    check(
      'job_runs_status',
      sql`${t.status} in ('running', 'awaiting-approval', 'succeeded', 'failed', 'rolled-back')`,
    ),
  ],
);

/**
 * An automation job (spec 3 §3 'Automation job'): one job type (AutomationTypeId, a job id) for a
 * community with its parameters, run on a cron expression from its start date until it expires,
 * while active. Its runs are job runs (automation_job_id).
 */
export const automationJobs = pgTable(
  'automation_jobs',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    description: varchar('description', { length: 200 }).notNull(),
    automationTypeId: smallint('automation_type_id').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    /** Recipient and Format of the jobs that mail a file. */
    arguments: jsonb('arguments').$type<Record<string, unknown>>().notNull().default({}),
    /** Five fields on the community's clock; default daily at midnight. */
    cron: varchar('cron', { length: 100 }).notNull().default('0 0 * * *'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(false),
    groupId: integer('group_id'),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id),
    nextExecutionOn: timestamp('next_execution_on', { withTimezone: true }),
    lastExecutionOn: timestamp('last_execution_on', { withTimezone: true }),
    lastJobRunId: refColumn('last_job_run_id'),
    /** Faults in a row of the run due at next_execution_on (a refusal or success resets them). */
    consecutiveFailures: smallint('consecutive_failures').notNull().default(0),
    /** When a faulted run is tried again (the backoff of retryDelayMinutes); null: when due. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('automation_jobs_due_idx')
      .on(t.nextExecutionOn)
      .where(sql`${t.isActive}`),
    index('automation_jobs_community_idx').on(t.companyId, t.communityAgentId),
  ],
);
