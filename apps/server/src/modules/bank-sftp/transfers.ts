import { queryRows, sql, type Tx } from '@hoa/db';
import { SmartBankingFeatureId, type SftpDownloadKind, type SftpUploadKind } from '@hoa/domain';

/** The feature each kind of file logs under (and whose alert recipients hear of its failures). */
export const sftpFeatureOf: Record<SftpDownloadKind | SftpUploadKind, number> = {
  Statement: SmartBankingFeatureId.BankStatement,
  Lockbox: SmartBankingFeatureId.Lockbox,
  Return: SmartBankingFeatureId.AccountFundsTransfer,
  Nacha: SmartBankingFeatureId.AccountFundsTransfer,
  PositivePay: SmartBankingFeatureId.PositivePay,
};

/** A file moved by an SFTP connection's poll, kept so that it moves once. */
export interface Transfer {
  bankAgentId: number;
  direction: 'Download' | 'Upload';
  kind: SftpDownloadKind | SftpUploadKind;
  fileName: string;
  sha256: string;
  sizeBytes: number;
  storageKey?: string | null;
  /** A file brought in that could not be imported. */
  failed?: boolean;
}

/** Records a moved (or failed) file; a file known by name and hash only gets its size. */
export async function recordTransfer(tx: Tx, companyId: number, t: Transfer): Promise<void> {
  await tx.execute(
    sql`insert into sftp_transfers (company_id, bank_agent_id, direction, kind, file_name, sha256,
                                    size_bytes, storage_key, failed)
        values (${companyId}, ${t.bankAgentId}, ${t.direction}, ${t.kind}, ${t.fileName},
                ${t.sha256}, ${t.sizeBytes}, ${t.storageKey ?? null}, ${t.failed ?? false})
        on conflict (bank_agent_id, direction, file_name, sha256)
        do update set size_bytes = excluded.size_bytes`,
  );
}

/** The files brought in (or failed) before, as `name/size` and as `name/sha256`. */
export interface SeenFiles {
  bySize: Set<string>;
  byHash: Set<string>;
}

export const sizeKey = (fileName: string, size: number) => `${fileName}/${size}`;
export const hashKey = (fileName: string, sha256: string) => `${fileName}/${sha256}`;

/** The files brought in from the bank before (imported or failed), in one read. */
export async function downloadedBefore(tx: Tx, bankAgentId: number): Promise<SeenFiles> {
  const rows = await queryRows<{ name: string; size: string | null; sha256: string }>(
    tx,
    sql`select file_name as name, size_bytes::text as size, sha256 from sftp_transfers
         where bank_agent_id = ${bankAgentId} and direction = 'Download'`,
  );
  return {
    bySize: new Set(
      rows.flatMap((r) => (r.size === null ? [] : [sizeKey(r.name, Number(r.size))])),
    ),
    byHash: new Set(rows.map((r) => hashKey(r.name, r.sha256))),
  };
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
