import { createHash } from 'node:crypto';
import { Cron } from 'croner';
import PgBoss from 'pg-boss';
import type { Database } from '@hoa/db';
import type { CronJob, Jobs } from './types';

export interface RunnerOptions {
  /** The PostgreSQL server (DATABASE_URL); pg-boss keeps a small pool of its own there. */
  databaseUrl: string | undefined;
  /** How often idle workers look for jobs. */
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss on the app's database: on a server through its own pool, on PGlite through the one
 * connection (Database.executeSql waits for an open app transaction, so its statements never run
 * inside one). Cron expressions are croner's; pg-boss's own scheduler is off (docs/decisions.md).
 */
export async function openJobRunner(database: Database, options: RunnerOptions): Promise<Jobs> {
  const connection =
    database.kind === 'pglite'
      ? {
          db: {
            executeSql: (text: string, values: unknown[]) => database.executeSql(text, values),
          },
        }
      : { connectionString: options.databaseUrl, max: 4, application_name: 'hoa-jobs' };
  const boss = new PgBoss({ ...connection, schedule: false });
  boss.on('error', (error) => console.error('Background jobs:', error));
  await boss.start();
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  const timers: Cron[] = [];
  const cronQueues = new Set<string>();

  const runCron = async (name: string, asOf: Date) => {
    const queue = `cron-${name}`;
    if (!cronQueues.has(queue)) throw new Error(`No cron job '${name}' is registered.`);
    // The same id for the same due minute: a second process's send is a no-op.
    await boss.send(
      queue,
      { asOf: asOf.toISOString() },
      { id: stableJobId(`${queue}@${asOf.toISOString()}`) },
    );
  };

  return {
    async work(name, handler, workOptions) {
      await boss.createQueue(name, { name, policy: workOptions?.policy ?? 'standard' });
      // pg-boss records what the callback returns as the output of a job fetched alone (the
      // default batch of one): a handler's result can be read back by the job's id.
      await boss.work<Parameters<typeof handler>[0]>(name, polling, async (jobs) => {
        let output: unknown;
        for (const job of jobs) output = await handler(job.data);
        return output;
      });
    },
    async send(name, data, sendOptions) {
      await boss.send(name, data, sendOptions ?? {});
    },
    async registerCron(job: CronJob) {
      if (job.pattern.trim().split(/\s+/).length !== 5)
        throw new Error(`Cron '${job.name}' needs a five-field pattern.`);
      const queue = `cron-${job.name}`;
      await boss.createQueue(queue, {
        name: queue,
        retryLimit: 2,
        retryDelay: 60,
        expireInSeconds: 3600,
      });
      await boss.work<{ asOf: string }>(queue, polling, async (jobs) => {
        for (const j of jobs) await job.run(database, new Date(j.data.asOf));
      });
      cronQueues.add(queue);
      timers.push(
        new Cron(job.pattern, () => {
          runCron(job.name, dueMinute()).catch((error: unknown) => {
            console.error(`Cron ${job.name}:`, error);
          });
        }),
      );
    },
    runCron,
    async stop() {
      for (const timer of timers) timer.stop();
      await boss.stop({ graceful: true, timeout: 15_000 });
    },
  };
}

const dueMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000);

/** A job id (a UUID) made from a key: the same key, the same job. */
export function stableJobId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
