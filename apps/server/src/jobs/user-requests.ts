import PgBoss from 'pg-boss';
import type { Database } from '@hoa/db';
import type { CompanyJobData } from './types';

/**
 * A request of a signed-in user run as a background job (e.g. Collection/EnqueueAccrueRequest):
 * ids only (pg-boss's tables have no row-level security): who asked, in which company, and what
 * was asked. The job loads the user's session (claims, community list) again when it runs.
 */
export interface UserRequestData<R> extends CompanyJobData {
  userId: number;
  /** The communities the request touches: who may read its status. */
  communityAgentIds: number[];
  request: R;
}

export type UserRequestState = 'waiting' | 'running' | 'completed' | 'failed';

export interface UserRequestJob<R> {
  id: string;
  state: UserRequestState;
  data: UserRequestData<R>;
  /** What the job's handler returned (completed), or the error it threw (failed). */
  output: unknown;
}

// A pg-boss client that only sends and reads, through Database.executeSql (outside any app
// transaction, so on PGlite after the request's transaction has ended); never started: the
// workers are the job runner's (job-runner.ts).
const client = (database: Database) =>
  new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schedule: false,
    supervise: false,
    migrate: false,
  });

/** Whether pg-boss's tables exist: the job runner has started on this database at least once. */
export async function installed(database: Database): Promise<boolean> {
  const { rows } = await database.executeSql(
    "select to_regclass('pgboss.job') is not null as ok",
    [],
  );
  return (rows[0] as { ok?: boolean } | undefined)?.ok === true;
}

/**
 * Queues a user request on `queue` (created if new, without retries: a refusal is an answer, and
 * the work is one transaction, so a failure leaves nothing half done). Null when the server has no
 * job tables (JOBS=off from the start).
 */
export async function enqueueUserRequest<R>(
  database: Database,
  queue: string,
  data: UserRequestData<R>,
): Promise<string | null> {
  if (!(await installed(database))) return null;
  const boss = client(database);
  await boss.createQueue(queue, { name: queue, policy: 'standard', retryLimit: 0 });
  return boss.send(queue, data, { retryLimit: 0 });
}

/** A queued user request by its id (also once archived), or null. */
export async function readUserRequest<R>(
  database: Database,
  queue: string,
  id: string,
): Promise<UserRequestJob<R> | null> {
  if (!(await installed(database))) return null;
  const job = await client(database).getJobById<UserRequestData<R>>(queue, id, {
    includeArchive: true,
  });
  if (!job) return null;
  return { id: job.id, state: requestState(job.state), data: job.data, output: job.output };
}

export function requestState(state: string): UserRequestState {
  if (state === 'active') return 'running';
  if (state === 'completed') return 'completed';
  if (state === 'failed' || state === 'cancelled') return 'failed';
  return 'waiting'; // created, retry
}

/** A job on any queue by its id (also once archived), as the job detail call shows it. */
export interface JobRow {
  id: string;
  name: string;
  state: string;
  created_on: string;
  started_on: string | null;
  completed_on: string | null;
  retry_count: number;
  company_id: string | null;
  user_id: string | null;
  error: string | null;
}

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const jobColumns = `id::text, name, state::text, ${iso('created_on')} as created_on,
  ${iso('started_on')} as started_on, ${iso('completed_on')} as completed_on, retry_count,
  data->>'companyId' as company_id, data->>'userId' as user_id,
  case when state = 'failed' then coalesce(output->>'message', output::text) end as error`;

export async function readJob(database: Database, id: string): Promise<JobRow | null> {
  if (!(await installed(database))) return null;
  const { rows } = await database.executeSql(
    `select ${jobColumns} from pgboss.job where id = $1::uuid
     union all
     select ${jobColumns} from pgboss.archive where id = $1::uuid
     limit 1`,
    [id],
  );
  return (rows[0] as JobRow | undefined) ?? null;
}
