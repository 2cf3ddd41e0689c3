import { createHash } from 'node:crypto';
import type { Database } from '@hoa/db';
import {
  BankLogState,
  matchesFilePattern,
  SftpDownloadKinds,
  SftpMessages,
  SmartBankingFeatureId,
  type SftpDownloadKind,
  type SftpUploadKind,
} from '@hoa/domain';
import { readStoredFile, type FileStore } from '../../files/file-store';
import type { RequestContext, SessionUser } from '../../http/request-context';
import {
  writeBankAccountLog,
  writeBankLog,
  withSftp,
  type SftpSession,
  type StoredSftpConnection,
} from '../bank-integration/index';
import { importStatementFile } from '../bank-statements/index';
import { importArrivedReturnFile } from '../direct-debit/index';
import { importLockboxFile } from '../lockbox/index';
import { alertFailures, type Failure } from './alerts';
import {
  downloadedBefore,
  filesToSend,
  hashKey,
  recordTransfer,
  sftpFeatureOf,
  sizeKey,
  type ProducedFile,
  type SeenFiles,
  type Transfer,
} from './transfers';

export interface PollResult {
  downloaded: number;
  uploaded: number;
  failed: number;
}

interface Poll {
  database: Database;
  user: SessionUser;
  files: FileStore;
  connection: StoredSftpConnection;
  result: PollResult;
  failures: Failure[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One short transaction of the poll's company, as the user who saved the connection. */
function inTx<T>(poll: Poll, work: (ctx: RequestContext) => Promise<T>): Promise<T> {
  const { user } = poll;
  return poll.database.withTenant({ companyId: user.companyId, userId: user.userId }, (tx) =>
    work({ tx, user, tokenHash: '' }),
  );
}

async function log(
  ctx: RequestContext,
  poll: Poll,
  kind: SftpDownloadKind | SftpUploadKind | null,
  state: (typeof BankLogState)[keyof typeof BankLogState],
  message: string,
  bankAccountId: number | null = null,
): Promise<void> {
  const feature = kind ? sftpFeatureOf[kind] : SmartBankingFeatureId.BankStatement;
  const entry = { feature, logState: state, message: `SFTP: ${message}`, userId: null };
  const { tx, user } = ctx;
  if (bankAccountId) await writeBankAccountLog(tx, user.companyId, { ...entry, bankAccountId });
  else
    await writeBankLog(tx, user.companyId, { ...entry, bankAgentId: poll.connection.bankAgentId });
  if (state === BankLogState.Error)
    poll.failures.push({ feature: kind ? feature : null, message: `SFTP: ${message}` });
}

/** Imports one arrived file through its reader (in the caller's transaction). */
async function importFile(
  ctx: RequestContext,
  poll: Poll,
  kind: SftpDownloadKind,
  file: { fileName: string; bytes: Buffer },
) {
  const bank = poll.connection.bankAgentId;
  if (kind === 'Statement') {
    const done = await importStatementFile(ctx, poll.files, file);
    return { bankAccountId: done.Statements[0]?.BankAccountId ?? null, summary: done.Message };
  }
  if (kind === 'Lockbox') {
    const done = await importLockboxFile(ctx, bank, file);
    const summary = done.IsDuplicate
      ? 'imported before: nothing was added'
      : `${done.TotalTransactions} payments, ${done.ExceptionCount} exceptions`;
    return { bankAccountId: null, summary };
  }
  const done = await importArrivedReturnFile(ctx, bank, file);
  return { bankAccountId: null, summary: `${done.ReturnedCount} debits returned` };
}

/**
 * Imports a downloaded file with its record and log row in one short transaction; a refused file
 * is recorded as failed (by name, size and hash) in another, so the same bytes are not tried again.
 */
async function bringInFile(
  poll: Poll,
  kind: SftpDownloadKind,
  folder: string,
  bytes: Buffer,
  transfer: Transfer,
) {
  const { companyId } = poll.user;
  const { fileName } = transfer;
  try {
    await inTx(poll, async (ctx) => {
      const done = await importFile(ctx, poll, kind, { fileName, bytes });
      await recordTransfer(ctx.tx, companyId, transfer);
      const message = `${kind} file ${fileName} brought in from ${folder}: ${done.summary}`;
      await log(ctx, poll, kind, BankLogState.Success, message, done.bankAccountId);
    });
    poll.result.downloaded += 1;
  } catch (error) {
    const message = `${kind} file ${fileName} from ${folder} not imported: ${errorText(error)} ${SftpMessages.fileNotRetried}`;
    await inTx(poll, async (ctx) => {
      await recordTransfer(ctx.tx, companyId, { ...transfer, failed: true });
      await log(ctx, poll, kind, BankLogState.Error, message);
    });
    poll.result.failed += 1;
  }
}

/** Lists a folder and downloads the files not seen before by name and size, one at a time. */
async function bringIn(poll: Poll, session: SftpSession, kind: SftpDownloadKind, seen: SeenFiles) {
  const { settings, bankAgentId } = poll.connection;
  const folder = settings.folders[kind];
  if (!folder) return;
  const arrived = (await session.listFiles(folder)).filter(
    (f) =>
      matchesFilePattern(f.name, settings.patterns[kind]) &&
      !seen.bySize.has(sizeKey(f.name, f.size)),
  );
  for (const { name: fileName } of arrived) {
    const bytes = await session.read(folder, fileName);
    const transfer: Transfer = {
      bankAgentId,
      direction: 'Download',
      kind,
      fileName,
      sha256: sha256(bytes),
      sizeBytes: bytes.length,
    };
    // Known by its bytes (recorded before sizes were kept): only its size is added.
    if (seen.byHash.has(hashKey(fileName, transfer.sha256)))
      await inTx(poll, (ctx) => recordTransfer(ctx.tx, poll.user.companyId, transfer));
    else await bringInFile(poll, kind, folder, bytes, transfer);
  }
}

/** Writes each file to the bank's folder, then records it in a short transaction. */
async function send(poll: Poll, session: SftpSession, made: readonly ProducedFile[]) {
  const { settings, bankAgentId } = poll.connection;
  for (const file of made) {
    const folder = settings.folders[file.kind];
    if (!folder) continue;
    const bytes = await readStoredFile(poll.files, file.storageKey);
    await session.write(folder, file.fileName, bytes);
    await inTx(poll, async (ctx) => {
      await recordTransfer(ctx.tx, poll.user.companyId, {
        bankAgentId,
        direction: 'Upload',
        kind: file.kind,
        fileName: file.fileName,
        sha256: sha256(bytes),
        sizeBytes: bytes.length,
        storageKey: file.storageKey,
      });
      const message = `${file.kind} file ${file.fileName} sent to ${folder}.`;
      await log(ctx, poll, file.kind, BankLogState.Success, message, file.bankAccountId);
    });
    poll.result.uploaded += 1;
  }
}

/**
 * One poll of a bank's SFTP connection, as the user who saved it: each new statement, lockbox and
 * return file (not seen by name and size, then by SHA-256) is imported through its reader, then
 * the NACHA and positive pay files made since are sent. No transaction is open while it lists,
 * downloads or uploads: each file is imported or recorded in its own short one. Every transfer
 * and failure is in the bank log; failures are mailed to the bank's alert recipients. A
 * connection that fails midway (or whose server presents another host key) keeps what it moved.
 */
export async function pollConnection(
  database: Database,
  files: FileStore,
  user: SessionUser,
  connection: StoredSftpConnection,
): Promise<PollResult> {
  const poll: Poll = {
    database,
    user,
    files,
    connection,
    result: { downloaded: 0, uploaded: 0, failed: 0 },
    failures: [],
  };
  const { bankAgentId, since } = connection;
  const [seen, made] = await inTx(poll, async ({ tx }) => [
    await downloadedBefore(tx, bankAgentId),
    await filesToSend(tx, bankAgentId, since),
  ]);
  try {
    await withSftp(connection.login, async (session) => {
      for (const kind of SftpDownloadKinds) await bringIn(poll, session, kind, seen);
      await send(poll, session, made);
    });
  } catch (error) {
    const { host, port } = connection.settings;
    const message = `${host}:${port} failed: ${errorText(error)}`;
    await inTx(poll, (ctx) => log(ctx, poll, null, BankLogState.Error, message));
    poll.result.failed += 1;
  }
  const bank = { id: bankAgentId, name: connection.bankName };
  await inTx(poll, ({ tx }) => alertFailures(tx, user.companyId, bank, poll.failures));
  return poll.result;
}
