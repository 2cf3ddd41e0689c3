import type { Database } from '@hoa/db';

/** The data of a job that works for one company; its handler works in that company's transactions. */
export interface CompanyJobData {
  companyId: number;
  /** Who asked for the work; null or absent for the system. */
  userId?: number | null;
}

/** Periodic work across companies; asOf is the minute the run was due. */
export type CronWork = (database: Database, asOf: Date) => Promise<unknown>;

export interface CronJob {
  /** Letters, digits and hyphens; the queue is `cron-<name>`. */
  name: string;
  /** Five fields (minute hour day month weekday), in the server's time zone. */
  pattern: string;
  run: CronWork;
}

export interface WorkOptions {
  /** 'stately': at most one job per singletonKey waiting and one running (see pg-boss queues). */
  policy?: 'standard' | 'stately';
}

/** The running job system of one process. */
export interface Jobs {
  /** Runs handler for each job sent to the queue `name` (created if new). */
  work<T extends CompanyJobData>(
    name: string,
    handler: (data: T) => Promise<unknown>,
    options?: WorkOptions,
  ): Promise<void>;
  send(
    name: string,
    data: CompanyJobData,
    options?: {
      singletonKey?: string;
      /** A job id made from a key (stableJobId): sending it again while it is kept does nothing. */
      id?: string;
      /** Higher first. */
      priority?: number;
    },
  ): Promise<void>;
  /** Runs job.run on its schedule: once per due minute however many processes register it. */
  registerCron(job: CronJob): Promise<void>;
  /** Queues the run of a registered cron due at asOf, as its schedule does (tests, "run now"). */
  runCron(name: string, asOf: Date): Promise<void>;
  stop(): Promise<void>;
}
