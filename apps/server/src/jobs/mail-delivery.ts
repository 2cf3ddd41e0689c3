import type { Database } from '@hoa/db';
import type { FileStore } from '../files/file-store';
import {
  companiesWithDueMail,
  deliverOutbox,
  MailQueuedChannel,
  type MailSender,
} from '../modules/mail/index';
import type { CompanyJobData, Jobs } from './types';

const deliverJob = 'mail-deliver';

/**
 * Sends outbox mail by SMTP: a company's delivery job is queued when its mail commits (queueMail
 * notifies) and by a sweep every minute for retries and anything missed; at most one waits and
 * one runs per company. Resolves to a function that stops listening.
 */
export async function startMailDelivery(
  database: Database,
  jobs: Jobs,
  sender: MailSender,
  files: FileStore,
): Promise<() => Promise<void>> {
  const queue = (companyId: number) =>
    jobs.send(deliverJob, { companyId }, { singletonKey: String(companyId) });
  await jobs.work<CompanyJobData>(
    deliverJob,
    (data) => deliverOutbox(database, data.companyId, sender, files),
    { policy: 'stately' },
  );
  const unlisten = await database.listen(MailQueuedChannel, (payload) => {
    const companyId = Number(payload);
    if (!Number.isSafeInteger(companyId) || companyId <= 0) return;
    queue(companyId).catch((error: unknown) => console.error('Mail delivery:', error));
  });
  await jobs.registerCron({
    name: 'mail-sweep',
    pattern: '* * * * *',
    run: async () => {
      for (const companyId of await companiesWithDueMail(database)) await queue(companyId);
    },
  });
  return unlisten;
}
