import type { Database } from '@hoa/db';
import type { FileStore } from '../files/file-store';
import { pollSftpConnections } from '../modules/bank-sftp/index';
import { smtpSender, type MailConfig } from '../modules/mail/index';
import { removeUnusedPackageUploads } from '../modules/report-packages/index';
import { startAutomationRuns } from './automation-runs';
import { startCollectionRequests } from './collection-requests';
import { startMessageBatchReleases } from './message-batch-releases';
import type { PrintVendor } from '../print/print-vendor';
import { cronJobs } from './cron-jobs';
import { openJobRunner } from './job-runner';
import { startMailDelivery } from './mail-delivery';
import type { Jobs } from './types';

export interface JobDeps {
  databaseUrl: string | undefined;
  /** SMTP delivery; null leaves mail in the outbox. */
  mail: MailConfig | null;
  /** Where attachments of outbox mail are read from, and released letters written. */
  files: FileStore;
  /** Where message batches' print orders go. */
  printVendor: PrintVendor;
  pollingIntervalSeconds?: number;
}

/**
 * The background jobs of this process (main.ts starts them after the app; tests build apps
 * without): the periodic work of cron-jobs.ts, users' queued requests (collection accrue and
 * post, message batch releases), and mail delivery when SMTP is configured.
 */
export async function startJobs(database: Database, deps: JobDeps): Promise<Jobs> {
  const jobs = await openJobRunner(database, deps);
  for (const job of cronJobs) await jobs.registerCron(job);
  // Files uploaded for report packages that no package holds a day later are removed, file and
  // row; the job deletes from the file store, so it is registered with it.
  await jobs.registerCron({
    name: 'package-upload-cleanup',
    pattern: '40 3 * * *',
    run: (db, asOf) => removeUnusedPackageUploads(db, deps.files, asOf),
  });
  // Banks reached over SFTP: their new files brought in, the product's files sent (issue 26).
  await jobs.registerCron({
    name: 'bank-sftp-poll',
    pattern: '*/15 * * * *',
    run: (db) => pollSftpConnections(db, deps.files),
  });
  await startAutomationRuns(database, jobs, deps.files);
  await startCollectionRequests(database, jobs);
  await startMessageBatchReleases(database, jobs, deps);
  const sender = deps.mail ? smtpSender(deps.mail) : null;
  const unlisten = sender ? await startMailDelivery(database, jobs, sender, deps.files) : null;
  return {
    ...jobs,
    stop: async () => {
      await unlisten?.();
      await jobs.stop(); // lets running jobs finish
      sender?.close();
    },
  };
}
