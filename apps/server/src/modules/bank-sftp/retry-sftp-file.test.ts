import { copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { BankLogState } from '@hoa/domain';
import { LocalFileStore } from '../../files/local-file-store';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { bankFileSamples } from '../../../test/shared-samples';
import { pollBank, saveSftp, sftpLog, sftpWorld } from '../../../test/sftp-factories';
import { startSftpServer, type TestSftpServer } from '../../../test/sftp-test-server';

const B = contract.bankIntegration;

describe.each(testDatabases())('retrying a failed SFTP file on $name', (testDb) => {
  const files = new LocalFileStore(
    path.join(os.tmpdir(), `sftp-retry-files-${process.pid}-${testDb.name}`),
  );
  const h = useApp(testDb, { fileStore: files });
  let server: TestSftpServer;
  beforeAll(async () => {
    server = await startSftpServer();
  });
  afterAll(() => server.stop());
  const poll = (bankId: number) => pollBank(h, files, bankId);
  const setAccountNumber = (w: Awaited<ReturnType<typeof sftpWorld>>, number: string) =>
    w.inTx((tx) =>
      tx.execute(
        sql`update bank_accounts set account_number = ${number} where id = ${w.bankAccountId}`,
      ),
    );

  it('a statement refused before its account was set up is imported, unchanged, once retried', async () => {
    const w = await sftpWorld(h, server);
    expect((await saveSftp(h, server, w)).status).toBe(200);
    // The statement arrives before the account number is set up on the bank account.
    await setAccountNumber(w, '9999999999');
    await copyFile(
      new URL('bai2-mojbai2-svb_us_example.bai2', bankFileSamples),
      path.join(w.folders.Statement, 'prior-day.bai2'),
    );
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 1 });
    await setAccountNumber(w, '1234567890');
    // Unchanged, the file is not tried again by itself.
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 0 });

    const failed = await callApi(
      h.app,
      B.GetSftpFailedFiles,
      { query: { bankId: w.bankId } },
      w.token,
    );
    expect(failed.status, failed.errorMessage).toBe(200);
    expect(failed.body).toEqual([
      {
        SftpTransferId: expect.any(Number) as number,
        Kind: 'Statement',
        FileName: 'prior-day.bai2',
        SizeBytes: expect.any(Number) as number,
        FailedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) as string,
      },
    ]);
    const id = failed.body[0]?.SftpTransferId ?? 0;

    // A user who may only read the bank sees the file but may not retry it.
    const viewer = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('bank'), CanCreate: false, CanUpdate: false, CanDelete: false }],
    });
    const viewerToken = await signIn(h.app, viewer.userName);
    const body = { BankId: w.bankId, SftpTransferId: id };
    expect((await callApi(h.app, B.RetrySftpFile, { body }, viewerToken)).status).toBe(403);
    // Another company's administrator finds neither the bank nor the file.
    const other = await sftpWorld(h, server);
    const foreign = await callApi(h.app, B.RetrySftpFile, { body }, other.token);
    expect(foreign.status).toBe(404);
    const foreignList = await callApi(
      h.app,
      B.GetSftpFailedFiles,
      { query: { bankId: w.bankId } },
      other.token,
    );
    expect(foreignList.status).toBe(404);

    const retried = await callApi(h.app, B.RetrySftpFile, { body }, w.token);
    expect(retried.status, retried.errorMessage).toBe(200);
    // Retried once: the record is gone, a second retry finds nothing.
    expect((await callApi(h.app, B.RetrySftpFile, { body }, w.token)).status).toBe(404);
    expect(await poll(w.bankId)).toEqual({ downloaded: 1, uploaded: 0, failed: 0 });
    expect(await poll(w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 0 });
    const after = await callApi(
      h.app,
      B.GetSftpFailedFiles,
      { query: { bankId: w.bankId } },
      w.token,
    );
    expect(after.body).toEqual([]);

    expect((await sftpLog(h, w)).map((r) => [r.LogState, r.Message])).toEqual([
      [
        BankLogState.Error,
        expect.stringMatching(
          /^SFTP: Statement file prior-day\.bai2 from \/statements not imported/,
        ),
      ],
      [
        BankLogState.Success,
        `SFTP: Statement file prior-day.bai2 is tried again at the next poll, as ${w.company.admin.userName} asked.`,
      ],
      [
        BankLogState.Success,
        expect.stringMatching(
          /^SFTP: Statement file prior-day\.bai2 brought in from \/statements: Imported 2 transactions/,
        ),
      ],
    ]);
  });
});
