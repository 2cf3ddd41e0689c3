import { copyFile, mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { bankAccountLockboxIds, queryRows, sql } from '@hoa/db';
import { BankLogState, InboxState, parseBaiLockbox, SmartBankingFeatureId } from '@hoa/domain';
import { LocalFileStore } from '../../files/local-file-store';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { debitDays, openBooksThrough } from '../../../test/effective-dates';
import { confirmVendorBankDetails, setNachaOrigin } from '../../../test/nacha-factories';
import { insertInvoice, payablesWorld } from '../../../test/payables-factories';
import { bankFileSamples } from '../../../test/shared-samples';
import { startSftpServer, type TestSftpServer } from '../../../test/sftp-test-server';
import { pollSftpConnections } from './index';

const B = contract.bankIntegration;
const D = contract.digitalPayments;
const statementSample = 'bai2-mojbai2-svb_us_example.bai2';
const lockboxSample = 'lockbox-bailockbox-test_lockbox.bai';

describe.each(testDatabases())('banks reached over SFTP on $name', (testDb) => {
  const files = new LocalFileStore(
    path.join(os.tmpdir(), `sftp-files-${process.pid}-${testDb.name}`),
  );
  const h = useApp(testDb, { fileStore: files });
  let server: TestSftpServer;
  beforeAll(async () => {
    server = await startSftpServer();
  });
  afterAll(() => server.stop());

  /** Polls every connection (other tests' too) and answers what this bank's poll moved. */
  async function poll(bankId: number) {
    const polled = await pollSftpConnections(h.database, files);
    const { downloaded, uploaded, failed } = polled.find((p) => p.bankAgentId === bankId) ?? {};
    return { downloaded, uploaded, failed };
  }

  async function world() {
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
    const remote = await mkdtemp(path.join(server.root, 'bank-'));
    const folders = { Statement: 'statements', Lockbox: 'lockbox', Nacha: 'ach-out' };
    for (const f of Object.values(folders)) await mkdir(path.join(remote, f));
    const settings = {
      Host: '127.0.0.1',
      Port: String(server.port),
      AuthMethod: 'PrivateKey',
      StatementFolder: path.join(remote, folders.Statement),
      StatementPattern: '*.bai2',
      LockboxFolder: path.join(remote, folders.Lockbox),
      NachaFolder: path.join(remote, folders.Nacha),
    };
    return { ...w, bankId, remote, settings };
  }

  /** ValidateConnection of the world's bank as SFTP, by key unless told otherwise. */
  function saveSftp(
    w: Awaited<ReturnType<typeof world>>,
    secret = server.privateKey,
    settings: Record<string, string> = w.settings,
  ) {
    const body = {
      BankId: w.bankId,
      BankServiceName: 'SFTP' as const,
      ConnectionValue1: server.user,
      ConnectionValue2: secret,
      Settings: settings,
    };
    return callApi(h.app, B.ValidateConnection, { body }, w.token);
  }

  /** A NACHA credit file for the vendor, made as the payables screen makes it. */
  async function makeNachaFile(w: Awaited<ReturnType<typeof world>>) {
    const effectiveDate = debitDays().prenote;
    await openBooksThrough(h.database, w.companyId, w.communityId, effectiveDate);
    const invoice = await insertInvoice(w, { inboxState: InboxState.Approved });
    await setNachaOrigin(w, '1123456789', '011000015');
    await confirmVendorBankDetails(w);
    const run = await callApi(
      h.app,
      D.CreateNachaCreditFile,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          EffectiveDate: effectiveDate,
          Invoices: [{ ItemId: invoice, Amount: 25_000 }],
        },
      },
      w.token,
    );
    expect(run.status, run.errorMessage).toBe(200);
    return run.body;
  }

  it('logs in with a key, imports a statement and a lockbox file once, sends a NACHA file, logs each step', async () => {
    const w = await world();
    const saved = await saveSftp(w);
    expect(saved.status, saved.errorMessage).toBe(200);
    expect(saved.body).toMatchObject({ BankServiceName: 'SFTP', HasCredentials: true });
    expect(saved.body.Settings).toEqual(w.settings);

    await copyFile(
      new URL(statementSample, bankFileSamples),
      path.join(w.settings.StatementFolder, 'prior-day.bai2'),
    );
    await copyFile(
      new URL(lockboxSample, bankFileSamples),
      path.join(w.settings.LockboxFolder, 'lockbox-0523.bai'),
    );
    const nacha = await makeNachaFile(w);

    expect(await poll(w.bankId)).toEqual({ downloaded: 2, uploaded: 1, failed: 0 });
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 0 });

    const statements = await w.inTx((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from bank_transactions where bank_account_id = ${w.bankAccountId}`,
      ),
    );
    expect(statements[0]?.n).toBe(2);
    const batches = await w.inTx((tx) =>
      queryRows<{ file_name: string }>(
        tx,
        sql`select f.file_name from lockbox_batches b join lockbox_files f on f.id = b.lockbox_file_id`,
      ),
    );
    expect(batches.map((b) => b.file_name)).toEqual(['lockbox-0523.bai']);
    expect(await readdir(w.settings.NachaFolder)).toEqual([nacha.FileName]);
    const sent = await readFile(path.join(w.settings.NachaFolder, nacha.FileName), 'utf8');
    expect(sent.slice(0, 3)).toBe('101');

    const log = await callApi(h.app, B.GetBankLog, { query: { bankId: w.bankId } }, w.token);
    const sftp = log.body
      .filter((r) => r.Message.startsWith('SFTP: '))
      .map((r) => [r.Feature, r.LogState, r.Message.replace(w.remote, '')]);
    expect(sftp.reverse()).toEqual([
      [
        SmartBankingFeatureId.BankStatement,
        BankLogState.Success,
        expect.stringMatching(
          /^SFTP: Statement file prior-day\.bai2 brought in from \/statements: Imported 2 transactions/,
        ),
      ],
      [
        SmartBankingFeatureId.Lockbox,
        BankLogState.Success,
        expect.stringMatching(
          /^SFTP: Lockbox file lockbox-0523\.bai brought in from \/lockbox: 1 payments/,
        ),
      ],
      [
        SmartBankingFeatureId.AccountFundsTransfer,
        BankLogState.Success,
        `SFTP: Nacha file ${nacha.FileName} sent to /ach-out.`,
      ],
    ]);
  });

  it('logs a file it cannot import as an error and mails the alert recipients; tries it again', async () => {
    const w = await world();
    const alert = await callApi(
      h.app,
      B.SaveRecipientsForSmartBankingLogAlerts,
      {
        body: {
          BankId: w.bankId,
          SmartBankingFeatureId: SmartBankingFeatureId.BankStatement,
          EmailAddress: 'treasury@example.com',
        },
      },
      w.token,
    );
    expect(alert.status, alert.errorMessage).toBe(200);
    expect((await saveSftp(w)).status).toBe(200);
    // A Canadian dollar statement of an account the company does not have.
    await copyFile(
      new URL('bai2-moovbai2-sample1.txt', bankFileSamples),
      path.join(w.settings.StatementFolder, 'other.bai2'),
    );
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 1 });
    const message =
      'SFTP: Statement file other.bai2 from /statements not imported: ' +
      "None of the file's accounts (10200123456) is a bank account of the company.";
    const log = await callApi(
      h.app,
      B.GetBankLog,
      { query: { bankId: w.bankId, logState: BankLogState.Error } },
      w.token,
    );
    expect(log.body.map((r) => r.Message.replace(w.remote, ''))).toEqual([message]);
    const mails = await w.inTx((tx) =>
      queryRows<{ to_address: string; subject: string; body: string }>(
        tx,
        sql`select to_address, subject, body from mail_outbox where kind = 'bank-sftp-alert'`,
      ),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: 'treasury@example.com',
      subject: 'Bank file transfer failed: First Bank',
    });
    expect(mails[0]?.body.replace(w.remote, '')).toContain(message);
    // Not recorded as brought in: the next poll tries it again (the account may have been added).
    expect(await poll(w.bankId)).toMatchObject({ failed: 1 });
  });

  it('refuses a bad password with a clear 400 and saves nothing', async () => {
    const w = await world();
    const refused = await saveSftp(w, 'not-the-password', {
      ...w.settings,
      AuthMethod: 'Password',
    });
    expect(refused.status).toBe(400);
    expect(refused.errorCode).toBe('BankConnectionLoginFailed');
    expect(refused.errorMessage).toMatch(
      /^Login failed\. Please verify your settings with your bank provider\. .*authentication/i,
    );
    const after = await callApi(
      h.app,
      B.GetBankConnection,
      { query: { bankId: w.bankId } },
      w.token,
    );
    expect(after.body).toMatchObject({ BankServiceName: 'FILE', HasCredentials: false });
  });
});
