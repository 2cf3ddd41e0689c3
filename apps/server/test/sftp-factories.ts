import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contract } from '@hoa/contract';
import { bankAccountLockboxIds, queryRows, sql } from '@hoa/db';
import { parseBaiLockbox } from '@hoa/domain';
import type { FileStore } from '../src/files/file-store';
import { pollSftpConnections } from '../src/modules/bank-sftp/index';
import { callApi } from './api';
import type { Harness } from './app-harness';
import { payablesWorld } from './payables-factories';
import { bankFileSamples } from './shared-samples';
import type { TestSftpServer } from './sftp-test-server';

export const lockboxSample = 'lockbox-bailockbox-test_lockbox.bai';

/**
 * A payables world whose bank account has the lockbox sample's Lockbox ID and an account number,
 * with remote statement, lockbox, return, NACHA and positive pay folders on the test server and
 * the connection's Settings for them (key login).
 */
export async function sftpWorld(h: Harness, server: TestSftpServer) {
  const w = await payablesWorld(h);
  const lockboxNumber = parseBaiLockbox(
    await readFile(new URL(lockboxSample, bankFileSamples), 'latin1'),
  ).batches[0]?.lockboxNumber;
  const bankId = await w.inTx(async (tx) => {
    await tx.insert(bankAccountLockboxIds).values({
      bankAccountId: w.bankAccountId,
      companyId: w.companyId,
      lockboxId: lockboxNumber ?? '',
    });
    const [bank] = await queryRows<{ id: number }>(
      tx,
      sql`update bank_accounts set account_number = '1234567890' where id = ${w.bankAccountId}
          returning bank_agent_id::int8 as id`,
    );
    return bank?.id ?? 0;
  });
  const remote = await remoteFolders(server);
  const settings: Record<string, string> = {
    Host: '127.0.0.1',
    Port: String(server.port),
    AuthMethod: 'PrivateKey',
    StatementFolder: remote.Statement,
    StatementPattern: '*.bai2',
    LockboxFolder: remote.Lockbox,
    NachaFolder: remote.Nacha,
  };
  return { ...w, bankId, remote: remote.root, folders: remote, settings };
}

/** A fresh folder on the test server with one subfolder per kind of file. */
export async function remoteFolders(server: TestSftpServer) {
  const root = await mkdtemp(path.join(server.root, 'bank-'));
  const folders = {
    Statement: path.join(root, 'statements'),
    Lockbox: path.join(root, 'lockbox'),
    Return: path.join(root, 'returns'),
    Nacha: path.join(root, 'ach-out'),
    PositivePay: path.join(root, 'positive-pay'),
  };
  for (const f of Object.values(folders)) await mkdir(f);
  return { root, ...folders };
}

/** ValidateConnection of a bank as SFTP, by the test server's key unless told otherwise. */
export function saveSftp(
  h: Harness,
  server: TestSftpServer,
  w: { bankId: number; token: string; settings: Record<string, string> },
  secret: string | null = server.privateKey,
  settings: Record<string, string> = w.settings,
  user: string | null = server.user,
) {
  const body = {
    BankId: w.bankId,
    BankServiceName: 'SFTP' as const,
    ConnectionValue1: user,
    ConnectionValue2: secret,
    Settings: settings,
  };
  return callApi(h.app, contract.bankIntegration.ValidateConnection, { body }, w.token);
}

/** Polls this bank's connection and answers what it moved. */
export async function pollBank(h: Harness, files: FileStore, bankId: number) {
  const polled = await pollSftpConnections(h.database, files, [bankId]);
  const { downloaded, uploaded, failed } = polled.find((p) => p.bankAgentId === bankId) ?? {};
  return { downloaded, uploaded, failed };
}

/** The bank's log rows that begin "SFTP: ", oldest first, with the remote root left out. */
export async function sftpLog(
  h: Harness,
  w: { bankId: number; token: string; remote: string },
  logState?: number,
) {
  const query = logState ? { bankId: w.bankId, logState } : { bankId: w.bankId };
  const log = await callApi(h.app, contract.bankIntegration.GetBankLog, { query }, w.token);
  return log.body
    .filter((r) => r.Message.startsWith('SFTP: '))
    .map((r) => ({ ...r, Message: r.Message.replace(w.remote, '') }))
    .reverse();
}
