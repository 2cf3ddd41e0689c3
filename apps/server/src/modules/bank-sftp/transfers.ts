import { queryRows, sql, type Tx } from '@hoa/db';
import type { SftpDownloadKind, SftpUploadKind } from '@hoa/domain';

/** A file moved by an SFTP connection's poll, kept so that it moves once. */
export interface Transfer {
  bankAgentId: number;
  direction: 'Download' | 'Upload';
  kind: SftpDownloadKind | SftpUploadKind;
  fileName: string;
  sha256: string;
  storageKey?: string | null;
}

export async function recordTransfer(tx: Tx, companyId: number, t: Transfer): Promise<void> {
  await tx.execute(
    sql`insert into sftp_transfers (company_id, bank_agent_id, direction, kind, file_name, sha256, storage_key)
        values (${companyId}, ${t.bankAgentId}, ${t.direction}, ${t.kind}, ${t.fileName},
                ${t.sha256}, ${t.storageKey ?? null})
        on conflict (bank_agent_id, direction, file_name, sha256) do nothing`,
  );
}

/** The files (name and content hash, as `name/sha256`) brought in from the bank before, in one read. */
export async function downloadedBefore(tx: Tx, bankAgentId: number): Promise<Set<string>> {
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`select file_name || '/' || sha256 as key from sftp_transfers
         where bank_agent_id = ${bankAgentId} and direction = 'Download'`,
  );
  return new Set(rows.map((r) => r.key));
}

export interface ProducedFile {
  kind: SftpUploadKind;
  bankAccountId: number;
  storageKey: string;
  fileName: string;
}

/**
 * The files the product made for the bank's accounts since the connection became SFTP and not
 * sent yet: NACHA files (direct debit runs, vendor credit runs) and positive pay files.
 */
export function filesToSend(tx: Tx, bankAgentId: number, since: string): Promise<ProducedFile[]> {
  const made = (kind: SftpUploadKind, table: string) =>
    sql`select ${kind}::text as kind, f.bank_account_id::int8 as "bankAccountId",
               f.storage_key as "storageKey", f.file_name as "fileName", f.created_at
          from ${sql.raw(table)} f join bank_accounts ba on ba.id = f.bank_account_id
         where ba.bank_agent_id = ${bankAgentId} and f.created_at >= ${since}::timestamptz`;
  return queryRows<ProducedFile>(
    tx,
    sql`select kind, "bankAccountId", "storageKey", "fileName" from (
          ${made('Nacha', 'direct_debit_runs')} union all
          ${made('Nacha', 'nacha_credit_runs')} union all
          ${made('PositivePay', 'positive_pay_sends')}) x
         where not exists (select 1 from sftp_transfers t
                            where t.bank_agent_id = ${bankAgentId} and t.direction = 'Upload'
                              and t.storage_key = x."storageKey")
         order by x.created_at, x."fileName"`,
  );
}
