import { createHash } from 'node:crypto';
import {
  BankLogState,
  matchesFilePattern,
  SftpDownloadKinds,
  SmartBankingFeatureId,
  type SftpDownloadKind,
  type SftpUploadKind,
} from '@hoa/domain';
import { readStoredFile, type FileStore } from '../../files/file-store';
import type { RequestContext } from '../../http/request-context';
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
import { downloadedBefore, filesToSend, recordTransfer } from './transfers';

/** The feature each kind of file logs under (and whose alert recipients hear of its failures). */
const featureOf: Record<SftpDownloadKind | SftpUploadKind, number> = {
  Statement: SmartBankingFeatureId.BankStatement,
  Lockbox: SmartBankingFeatureId.Lockbox,
  Return: SmartBankingFeatureId.AccountFundsTransfer,
  Nacha: SmartBankingFeatureId.AccountFundsTransfer,
  PositivePay: SmartBankingFeatureId.PositivePay,
};

export interface PollResult {
  downloaded: number;
  uploaded: number;
  failed: number;
}

interface Poll {
  ctx: RequestContext;
  files: FileStore;
  connection: StoredSftpConnection;
  result: PollResult;
  failures: Failure[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function log(
  poll: Poll,
  kind: SftpDownloadKind | SftpUploadKind | null,
  state: (typeof BankLogState)[keyof typeof BankLogState],
  message: string,
  bankAccountId: number | null = null,
): Promise<void> {
  const feature = kind ? featureOf[kind] : SmartBankingFeatureId.BankStatement;
  const entry = { feature, logState: state, message: `SFTP: ${message}`, userId: null };
  const { tx, user } = poll.ctx;
  if (bankAccountId) await writeBankAccountLog(tx, user.companyId, { ...entry, bankAccountId });
  else
    await writeBankLog(tx, user.companyId, { ...entry, bankAgentId: poll.connection.bankAgentId });
  if (state === BankLogState.Error)
    poll.failures.push({ feature: kind ? feature : null, message: `SFTP: ${message}` });
}

/** Imports one arrived file through its reader, in a savepoint: a refused file changes nothing. */
async function importFile(poll: Poll, kind: SftpDownloadKind, fileName: string, bytes: Buffer) {
  const file = { fileName, bytes };
  const bank = poll.connection.bankAgentId;
  return poll.ctx.tx.transaction(async (sp) => {
    const ctx = { ...poll.ctx, tx: sp };
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
  });
}

async function bringIn(poll: Poll, session: SftpSession, kind: SftpDownloadKind) {
  const { settings, bankAgentId } = poll.connection;
  const folder = settings.folders[kind];
  if (!folder) return;
  const names = (await session.listFiles(folder)).filter((n) =>
    matchesFilePattern(n, settings.patterns[kind]),
  );
  const seen = await downloadedBefore(poll.ctx.tx, bankAgentId);
  for (const fileName of names) {
    const bytes = await session.read(folder, fileName);
    const hash = sha256(bytes);
    if (seen.has(`${fileName}/${hash}`)) continue;
    try {
      const done = await importFile(poll, kind, fileName, bytes);
      await recordTransfer(poll.ctx.tx, poll.ctx.user.companyId, {
        bankAgentId,
        direction: 'Download',
        kind,
        fileName,
        sha256: hash,
      });
      const message = `${kind} file ${fileName} brought in from ${folder}: ${done.summary}`;
      await log(poll, kind, BankLogState.Success, message, done.bankAccountId);
      poll.result.downloaded += 1;
    } catch (error) {
      const message = `${kind} file ${fileName} from ${folder} not imported: ${errorText(error)}`;
      await log(poll, kind, BankLogState.Error, message);
      poll.result.failed += 1;
    }
  }
}

async function send(poll: Poll, session: SftpSession) {
  const { settings, bankAgentId, since } = poll.connection;
  for (const made of await filesToSend(poll.ctx.tx, bankAgentId, since)) {
    const folder = settings.folders[made.kind];
    if (!folder) continue;
    const bytes = await readStoredFile(poll.files, made.storageKey);
    await session.write(folder, made.fileName, bytes);
    await recordTransfer(poll.ctx.tx, poll.ctx.user.companyId, {
      bankAgentId,
      direction: 'Upload',
      kind: made.kind,
      fileName: made.fileName,
      sha256: sha256(bytes),
      storageKey: made.storageKey,
    });
    const message = `${made.kind} file ${made.fileName} sent to ${folder}.`;
    await log(poll, made.kind, BankLogState.Success, message, made.bankAccountId);
    poll.result.uploaded += 1;
  }
}

/**
 * One poll of a bank's SFTP connection, as the user who saved it: each new statement, lockbox and
 * return file (by name and SHA-256) is imported through its reader, then the NACHA and positive
 * pay files made since are sent. Every transfer and failure is in the bank log; failures are
 * mailed to the bank's alert recipients. A connection that fails midway keeps what it moved.
 */
export async function pollConnection(
  ctx: RequestContext,
  files: FileStore,
  connection: StoredSftpConnection,
): Promise<PollResult> {
  const poll: Poll = {
    ctx,
    files,
    connection,
    result: { downloaded: 0, uploaded: 0, failed: 0 },
    failures: [],
  };
  try {
    await withSftp(connection.login, async (session) => {
      for (const kind of SftpDownloadKinds) await bringIn(poll, session, kind);
      await send(poll, session);
    });
  } catch (error) {
    const { host, port } = connection.settings;
    await log(poll, null, BankLogState.Error, `${host}:${port} failed: ${errorText(error)}`);
    poll.result.failed += 1;
  }
  const bank = { id: connection.bankAgentId, name: connection.bankName };
  await alertFailures(ctx.tx, ctx.user.companyId, bank, poll.failures);
  return poll.result;
}
