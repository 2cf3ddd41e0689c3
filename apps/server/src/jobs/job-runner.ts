import { createHash } from 'node:crypto';
import { Cron } from 'croner';
import PgBoss from 'pg-boss';
import type { Database } from '@hoa/db';
import type { CronJob, Jobs } from './types';

export interface RunnerOptions {
  /** The PostgreSQL server (DATABASE_URL); pg-boss keeps a small pool of its own there. */
  databaseUrl: string | undefined;
  /** How often idle workers of the queues others send to look for jobs. */
  pollingIntervalSeconds?: number;
}

/**
 * How often a cron queue's idle worker looks for jobs. Its jobs are sent by this process's own
 * timers (runCron), which wake the worker at once, so the look only catches a retry (a minute
 * after a failure) or a run a stopped process left. Polled every 2 s like the other queues, the
 * 12 cron queues kept an idle server (demo data, PGlite) at 3.4% of a core against 2.4%, their
 * statements on PGlite's one connection, where requests wait behind them. (jobs.test.ts: a cron
 * run by runCron starts well within this interval.)
 */
const cronPollingIntervalSeconds = 30;

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
  const cronPolling = {
    pollingIntervalSeconds: Math.max(polling.pollingIntervalSeconds, cronPollingIntervalSeconds),
  };
  const timers: Cron[] = [];
  /** This process's worker of each queue it works, to wake when it sends there itself. */
  const workers = new Map<string, string>();
  const wake = (queue: string) => {
    const worker = workers.get(queue);
    if (worker) boss.notifyWorker(worker);
  };

  const runCron = async (name: string, asOf: Date) => {
    const queue = `cron-${name}`;
    if (!workers.has(queue)) throw new Error(`No cron job '${name}' is registered.`);
    // The same id for the same due minute: a second process's send is a no-op (each process
    // wakes its own worker; one of them takes the job).
    await boss.send(
      queue,
      { asOf: asOf.toISOString() },
      { id: stableJobId(`${queue}@${asOf.toISOString()}`) },
    );
    wake(queue);
  };

  return {
    async work(name, handler, workOptions) {
      await boss.createQueue(name, { name, policy: workOptions?.policy ?? 'standard' });
      // pg-boss records what the callback returns as the output of a job fetched alone (the
      // default batch of one): a handler's result can be read back by the job's id.
      const worker = await boss.work<Parameters<typeof handler>[0]>(name, polling, async (jobs) => {
        let output: unknown;
        for (const job of jobs) output = await handler(job.data);
        return output;
      });
      workers.set(name, worker);
    },
    async send(name, data, sendOptions) {
      await boss.send(name, data, sendOptions ?? {});
      wake(name);
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
      const worker = await boss.work<{ asOf: string }>(queue, cronPolling, async (jobs) => {
        for (const j of jobs) await job.run(database, new Date(j.data.asOf));
      });
      workers.set(queue, worker);
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
