import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  addBankingDays,
  ApPaymentMethod,
  BankLogState,
  InboxState,
  readNachaFile,
  SmartBankingFeatureId,
  TxnTypeId,
} from '@hoa/domain';
import { LocalFileStore } from '../../files/local-file-store';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld, postCharge } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { directDebitCalls, returnFile } from '../../../test/direct-debit-factories';
import { debitDays, openBooksThrough } from '../../../test/effective-dates';
import { confirmVendorBankDetails, setNachaOrigin } from '../../../test/nacha-factories';
import { insertInvoice } from '../../../test/payables-factories';
import { bankFileSamples } from '../../../test/shared-samples';
import {
  lockboxSample,
  pollBank,
  remoteFolders,
  saveSftp,
  sftpLog,
  sftpWorld,
} from '../../../test/sftp-factories';
import { startSftpServer, type TestSftpServer } from '../../../test/sftp-test-server';
import { payInvoices } from '../payables/index';

const B = contract.bankIntegration;
const D = contract.digitalPayments;
const P = contract.positivePay;
const statementSample = 'bai2-mojbai2-svb_us_example.bai2';
const { Success, Error: Failed } = BankLogState;

describe.each(testDatabases())('banks reached over SFTP on $name', (testDb) => {
  const files = new LocalFileStore(
    path.join(os.tmpdir(), `sftp-files-${process.pid}-${testDb.name}`),
  );
  const h = useApp(testDb, { fileStore: files });
  const { enroll, run, download } = directDebitCalls(h);
  let server: TestSftpServer;
  beforeAll(async () => {
    server = await startSftpServer();
  });
  afterAll(() => server.stop());
  const poll = (bankId: number) => pollBank(h, files, bankId);
  type World = Awaited<ReturnType<typeof sftpWorld>>;

  /** A NACHA credit file for the vendor, made as the payables screen makes it. */
  async function makeNachaFile(w: World) {
    const effectiveDate = debitDays().prenote;
    await openBooksThrough(h.database, w.companyId, w.communityId, effectiveDate);
    const invoice = await insertInvoice(w, { inboxState: InboxState.Approved });
    await setNachaOrigin(w, '1123456789', '011000015');
    await confirmVendorBankDetails(w);
    const body = {
      CommunityAgentId: w.communityId,
      BankAccountId: w.bankAccountId,
      EffectiveDate: effectiveDate,
      Invoices: [{ ItemId: invoice, Amount: 25_000 }],
    };
    const made = await callApi(h.app, D.CreateNachaCreditFile, { body }, w.token);
    expect(made.status, made.errorMessage).toBe(200);
    return made.body;
  }

  it('logs in with a key, pins the host key, imports a statement and a lockbox file once, sends a NACHA file, logs each step', async () => {
    const w = await sftpWorld(h, server);
    const saved = await saveSftp(h, server, w);
    expect(saved.status, saved.errorMessage).toBe(200);
    expect(saved.body).toMatchObject({ BankServiceName: 'SFTP', HasCredentials: true });
    expect(saved.body.Settings).toEqual({ ...w.settings, HostKey: server.hostKey });
    expect(server.hostKey).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);

    const statement = path.join(w.folders.Statement, 'prior-day.bai2');
    await copyFile(new URL(statementSample, bankFileSamples), statement);
    await copyFile(
      new URL(lockboxSample, bankFileSamples),
      path.join(w.folders.Lockbox, 'lockbox-0523.bai'),
    );
    const nacha = await makeNachaFile(w);

    expect(await poll(w.bankId)).toEqual({ downloaded: 2, uploaded: 1, failed: 0 });
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 0 });
    // Seen by name and size, a file is not downloaded again: other bytes of the same size stay.
    const bytes = await readFile(statement);
    const changed = Buffer.from(bytes);
    changed[10] = (changed[10] ?? 0) ^ 1;
    await writeFile(statement, changed);
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
    expect(await readdir(w.folders.Nacha)).toEqual([nacha.FileName]);
    const sent = await readFile(path.join(w.folders.Nacha, nacha.FileName), 'utf8');
    expect(sent.slice(0, 3)).toBe('101');

    expect((await sftpLog(h, w)).map((r) => [r.Feature, r.LogState, r.Message])).toEqual([
      [
        SmartBankingFeatureId.BankStatement,
        Success,
        expect.stringMatching(
          /^SFTP: Statement file prior-day\.bai2 brought in from \/statements: Imported 2 transactions/,
        ),
      ],
      [
        SmartBankingFeatureId.Lockbox,
        Success,
        expect.stringMatching(
          /^SFTP: Lockbox file lockbox-0523\.bai brought in from \/lockbox: 1 payments/,
        ),
      ],
      [
        SmartBankingFeatureId.AccountFundsTransfer,
        Success,
        `SFTP: Nacha file ${nacha.FileName} sent to /ach-out.`,
      ],
    ]);
  });

  it('records a file it cannot import once: one error row and one alert, not again until the file changes', async () => {
    const w = await sftpWorld(h, server);
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
    expect((await saveSftp(h, server, w)).status).toBe(200);
    // A Canadian dollar statement of an account the company does not have.
    const other = path.join(w.folders.Statement, 'other.bai2');
    await copyFile(new URL('bai2-moovbai2-sample1.txt', bankFileSamples), other);
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 1 });
    const message =
      'SFTP: Statement file other.bai2 from /statements not imported: ' +
      "None of the file's accounts (10200123456) is a bank account of the company. " +
      'It is not tried again until the file changes or an administrator retries it (Bank integration settings).';
    const mails = () =>
      w.inTx((tx) =>
        queryRows<{ to_address: string; subject: string; body: string }>(
          tx,
          sql`select to_address, subject, body from mail_outbox where kind = 'bank-sftp-alert'`,
        ),
      );
    expect(await mails()).toEqual([
      expect.objectContaining({
        to_address: 'treasury@example.com',
        subject: 'Bank file transfer failed: First Bank',
      }),
    ]);
    expect((await mails())[0]?.body.replace(w.remote, '')).toContain(message);

    // The same bytes: not downloaded, imported or alerted again.
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 0 });
    expect((await sftpLog(h, w, Failed)).map((r) => r.Message)).toEqual([message]);
    expect(await mails()).toHaveLength(1);

    // A changed file is tried again.
    await writeFile(other, `${await readFile(other, 'latin1')}\n`, 'latin1');
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 1 });
    expect(await sftpLog(h, w, Failed)).toHaveLength(2);
    expect(await mails()).toHaveLength(2);
  });

  it('imports a return file from the return folder: the debit it names is returned', async () => {
    const w = await paymentWorld(h, 1);
    const days = debitDays();
    await openBooksThrough(h.database, w.companyId, w.communityId, addBankingDays(days.retry, 10));
    await setNachaOrigin(w);
    const ownerId = w.homes[0]?.ownerId ?? 0;
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      { ownerId, codeId: w.code.ASMT, amountCents: 25_000, accountId: w.account.income },
    ]);
    await enroll(w, ownerId, '021000021', '744567899');
    await run(w, days.prenote);
    const live = await run(w, days.live);
    const text = await download(w, live.body.DirectDebitRunId);
    const [trace = ''] = readNachaFile(text).batches[0]?.entries.map((e) => e.traceNumber) ?? [];
    const [bank] = await w.inTx((tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select bank_agent_id::int8 as id from bank_accounts where id = ${w.bankAccountId}`,
      ),
    );
    const folders = await remoteFolders(server);
    const settings = {
      Host: '127.0.0.1',
      Port: String(server.port),
      AuthMethod: 'PrivateKey',
      ReturnFolder: folders.Return,
      ReturnPattern: '*.ach',
    };
    const sw = { bankId: bank?.id ?? 0, token: w.token, settings, remote: folders.root };
    expect((await saveSftp(h, server, sw)).status).toBe(200);
    await writeFile(
      path.join(folders.Return, 'returns-0312.ach'),
      returnFile(text, [trace], 'R01'),
    );
    await writeFile(path.join(folders.Return, 'readme.txt'), 'not a return file');

    expect(await poll(sw.bankId)).toEqual({ downloaded: 1, uploaded: 0, failed: 0 });
    expect((await sftpLog(h, sw)).map((r) => [r.Feature, r.LogState, r.Message])).toEqual([
      [
        SmartBankingFeatureId.AccountFundsTransfer,
        Success,
        'SFTP: Return file returns-0312.ach brought in from /returns: 1 debits returned',
      ],
    ]);
    const returned = await w.inTx((tx) =>
      queryRows<{ code: string }>(
        tx,
        sql`select return_code as code from direct_debit_entries where trace_number = ${trace}`,
      ),
    );
    expect(returned).toEqual([{ code: 'R01' }]);
  });

  it('sends a positive pay file made after the connection was saved, once', async () => {
    const w = await sftpWorld(h, server);
    const settings = { ...w.settings, PositivePayFolder: w.folders.PositivePay };
    expect((await saveSftp(h, server, { ...w, settings })).status).toBe(200);
    const invoice = await insertInvoice(w, { inboxState: InboxState.Approved });
    await w.inTx(async (tx) => {
      await tx.execute(sql`update contacts set alias = 'FB' where agent_id = ${w.bankId}`);
      await payInvoices(tx, w.companyId, null, [
        {
          communityAgentId: w.communityId,
          bankAccountId: w.bankAccountId,
          vendorAgentId: w.vendorId,
          txnTypeId: TxnTypeId.PrintChecks,
          method: ApPaymentMethod.PrintedCheck,
          checkNumber: '1001',
          paymentDate: '2026-03-10',
          invoices: [{ itemId: invoice, amountCents: 25_000 }],
        },
      ]);
    });
    const enrolled = await callApi(
      h.app,
      P.SaveBankAccounts,
      {
        body: {
          BankAccounts: [{ BankAccountId: w.bankAccountId, IsEnrolled: true, Layout: 'csv' }],
        },
      },
      w.token,
    );
    expect(enrolled.status, enrolled.errorMessage).toBe(200);
    const made = await callApi(h.app, P.SendPositivePay, { body: { bankAlias: 'FB' } }, w.token);
    const fileName = made.body.Sends[0]?.FileName ?? '';
    expect(made.body.Sends).toEqual([expect.objectContaining({ IssueCount: 1, Total: 25_000 })]);

    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 1, failed: 0 });
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 0 });
    expect(await readdir(w.folders.PositivePay)).toEqual([fileName]);
    expect(await readFile(path.join(w.folders.PositivePay, fileName), 'utf8')).toBe(
      'AccountNumber,CheckNumber,IssueDate,Amount,Payee,Status\r\n' +
        '1234567890,1001,2026-03-10,250.00,Acme Landscaping,I\r\n',
    );
    expect((await sftpLog(h, w)).map((r) => [r.Feature, r.LogState, r.Message])).toEqual([
      [
        SmartBankingFeatureId.PositivePay,
        Success,
        `SFTP: PositivePay file ${fileName} sent to /positive-pay.`,
      ],
    ]);
  });
});
