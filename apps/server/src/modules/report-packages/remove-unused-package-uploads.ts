import { queryRows, sql, type Database } from '@hoa/db';
import type { FileStore } from '../../files/file-store';
import { runPerCompany, type CompanyFailure } from '../../jobs/per-company';

/** How long an upload waits for a package to hold it before it is removed. */
export const UnusedPackageUploadMs = 24 * 60 * 60 * 1000;

export interface UnusedUploadRun {
  /** Uploads removed (file and row), over all companies. */
  removed: number;
  /** Companies whose run was rolled back: their uploads are looked at again on the next run. */
  failures: CompanyFailure[];
}

/**
 * The cleanup of package uploads (the package-upload-cleanup job): every file uploaded for a
 * package (UploadReportPackageFile) more than a day before asOf that no package holds (as an item
 * or its cover) and nothing else links to (a file later attached to a profile or a transaction
 * stays) is removed, company by company, in one statement each; the stored files are deleted once
 * the company's transaction has committed (a file that fails to delete is only left behind).
 */
export async function removeUnusedPackageUploads(
  database: Database,
  files: FileStore,
  asOf: Date,
): Promise<UnusedUploadRun> {
  const before = new Date(asOf.getTime() - UnusedPackageUploadMs).toISOString();
  const removed = new Map<number, string[]>();
  const run = await runPerCompany(
    database,
    sql`select distinct company_id::int8 as "companyId" from report_package_uploads
         where uploaded_at < ${before}::timestamptz order by 1`,
    async (tx, companyId) => {
      const rows = await queryRows<{ storageKey: string }>(
        tx,
        sql`with unused as (
              select u.attachment_id as id from report_package_uploads u
               where u.uploaded_at < ${before}::timestamptz
                 and not exists (select 1 from report_package_items where attachment_id = u.attachment_id)
                 and not exists (select 1 from report_packages where cover_attachment_id = u.attachment_id)
                 and not exists (select 1 from agent_attachments where attachment_id = u.attachment_id)
                 and not exists (select 1 from item_agent_attachments where attachment_id = u.attachment_id)
                 and not exists (select 1 from bank_account_attachments where attachment_id = u.attachment_id)
                 and not exists (select 1 from message_batch_recipient_attachments
                                  where attachment_id = u.attachment_id))
            delete from attachments a using unused where a.id = unused.id
            returning a.storage_key as "storageKey"`,
      );
      removed.set(
        companyId,
        rows.map((r) => r.storageKey),
      );
      return rows.length;
    },
  );
  const failed = new Set(run.failures.map((f) => f.companyId));
  const keys = [...removed].flatMap(([companyId, k]) => (failed.has(companyId) ? [] : k));
  for (const key of keys) await files.delete(key).catch(() => undefined);
  return { removed: run.done, failures: run.failures };
}
