import { copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { BankLogState, SftpMessages, SmartBankingFeatureId } from '@hoa/domain';
import { LocalFileStore } from '../../files/local-file-store';
import { pollSftpConnections } from '../bank-sftp/index';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { bankFileSamples } from '../../../test/shared-samples';
import { pollBank, saveSftp, sftpLog, sftpWorld } from '../../../test/sftp-factories';
import { startSftpServer, type TestSftpServer } from '../../../test/sftp-test-server';

const B = contract.bankIntegration;
/** A well-formed fingerprint of a key the test server does not have. */
const otherKey = `SHA256:${'A'.repeat(43)}`;

describe.each(testDatabases())('SFTP bank connections on $name', (testDb) => {
  const files = new LocalFileStore(
    path.join(os.tmpdir(), `sftp-connection-files-${process.pid}-${testDb.name}`),
  );
  const h = useApp(testDb, { fileStore: files });
  let server: TestSftpServer;
  beforeAll(async () => {
    server = await startSftpServer();
  });
  afterAll(() => server.stop());
  const getConnection = (w: { bankId: number; token: string }) =>
    callApi(h.app, B.GetBankConnection, { query: { bankId: w.bankId } }, w.token);

  it('refuses a bad password with a clear 400 and saves nothing', async () => {
    const w = await sftpWorld(h, server);
    const refused = await saveSftp(h, server, w, 'not-the-password', {
      ...w.settings,
      AuthMethod: 'Password',
    });
    expect(refused.status).toBe(400);
    expect(refused.errorCode).toBe('BankConnectionLoginFailed');
    expect(refused.errorMessage).toMatch(
      /^Login failed\. Please verify your settings with your bank provider\. .*authentication/i,
    );
    expect((await getConnection(w)).body).toMatchObject({
      BankServiceName: 'FILE',
      HasCredentials: false,
    });
  });

  it('keeps the saved user name and key when they are left blank, for the same server only; never sends them back', async () => {
    const w = await sftpWorld(h, server);
    expect((await saveSftp(h, server, w)).status).toBe(200);
    const settings = { ...w.settings, StatementPattern: '*.bai' };
    const kept = await saveSftp(h, server, w, null, settings, null);
    expect(kept.status, kept.errorMessage).toBe(200);
    expect(kept.body).toMatchObject({
      HasCredentials: true,
      Settings: { StatementPattern: '*.bai' },
    });
    const read = JSON.stringify((await getConnection(w)).body);
    expect(read).not.toContain('PRIVATE KEY');
    expect(read).not.toContain(server.user);
    // Still logs in with them.
    expect(await pollBank(h, files, w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 0 });

    // Another host, port or authentication needs them again: they never go to another server.
    const changes: Record<string, string>[] = [
      { Host: 'localhost' },
      { Port: '2222' },
      { AuthMethod: 'Password' },
    ];
    for (const changed of changes) {
      const refused = await saveSftp(h, server, w, '', { ...settings, ...changed }, '');
      expect(refused.status).toBe(400);
      expect(refused.errorMessage).toBe(SftpMessages.reenterSecret);
    }
    // A first SFTP connection has nothing to keep.
    const first = await sftpWorld(h, server);
    const blank = await saveSftp(h, server, first, null);
    expect(blank.status).toBe(400);
    expect(blank.errorMessage).toBe('All fields are required.');
  });

  it('refuses a server whose host key is not the pinned one: the poll logs and alerts, validation answers 400; validating again without it accepts the new key', async () => {
    const w = await sftpWorld(h, server);
    await callApi(
      h.app,
      B.SaveRecipientsForSmartBankingLogAlerts,
      {
        body: {
          BankId: w.bankId,
          SmartBankingFeatureId: SmartBankingFeatureId.BankStatement,
          EmailAddress: 'it@example.com',
        },
      },
      w.token,
    );
    const refused = await saveSftp(h, server, w, server.privateKey, {
      ...w.settings,
      HostKey: otherKey,
    });
    expect(refused.status).toBe(400);
    expect(refused.errorCode).toBe('BankConnectionHostKeyChanged');
    expect(refused.errorMessage).toBe(SftpMessages.hostKeyChanged(server.hostKey, otherKey));
    expect((await getConnection(w)).body.BankServiceName).toBe('FILE');

    // Saved with the server's key; then the bank's server presents another one.
    expect((await saveSftp(h, server, w)).body.Settings?.HostKey).toBe(server.hostKey);
    await w.inTx((tx) =>
      tx.execute(
        sql`update bank_connections set settings = settings || ${JSON.stringify({ HostKey: otherKey })}::jsonb
             where bank_agent_id = ${w.bankId}`,
      ),
    );
    await copyFile(
      new URL('bai2-mojbai2-svb_us_example.bai2', bankFileSamples),
      path.join(w.folders.Statement, 'prior-day.bai2'),
    );
    expect(await pollBank(h, files, w.bankId)).toEqual({ downloaded: 0, uploaded: 0, failed: 1 });
    const failure = `SFTP: 127.0.0.1:${server.port} failed: ${SftpMessages.hostKeyChanged(server.hostKey, otherKey)}`;
    expect((await sftpLog(h, w, BankLogState.Error)).map((r) => r.Message)).toEqual([failure]);
    const mails = await w.inTx((tx) =>
      queryRows<{ to_address: string; body: string }>(
        tx,
        sql`select to_address, body from mail_outbox where kind = 'bank-sftp-alert'`,
      ),
    );
    expect(mails.map((m) => m.to_address)).toEqual(['it@example.com']);
    expect(mails[0]?.body).toContain(failure);

    // The form sends the pinned key back: refused until the user clears it (or enters the new one).
    const pinned = (await getConnection(w)).body.Settings ?? {};
    expect(pinned.HostKey).toBe(otherKey);
    expect((await saveSftp(h, server, w, null, pinned, null)).errorCode).toBe(
      'BankConnectionHostKeyChanged',
    );
    const accepted = await saveSftp(h, server, w, null, { ...pinned, HostKey: '' }, null);
    expect(accepted.status, accepted.errorMessage).toBe(200);
    expect(accepted.body.Settings?.HostKey).toBe(server.hostKey);
    expect(await pollBank(h, files, w.bankId)).toEqual({ downloaded: 1, uploaded: 0, failed: 0 });
  });

  it('logs a connection whose credentials cannot be unsealed, and still polls the others', async () => {
    const broken = await sftpWorld(h, server);
    const w = await sftpWorld(h, server);
    expect((await saveSftp(h, server, broken)).status).toBe(200);
    expect((await saveSftp(h, server, w)).status).toBe(200);
    // Sealed under another key (a key file lost, a DIRECT_DEBIT_KEY changed).
    await broken.inTx((tx) =>
      tx.execute(
        sql`update bank_connections set connection_value2_sealed = ${Buffer.alloc(40, 1).toString('base64')}
             where bank_agent_id = ${broken.bankId}`,
      ),
    );
    await copyFile(
      new URL('bai2-mojbai2-svb_us_example.bai2', bankFileSamples),
      path.join(w.folders.Statement, 'prior-day.bai2'),
    );
    const polled = await pollSftpConnections(h.database, files, [broken.bankId, w.bankId]);
    expect(polled).toEqual([
      { companyId: w.companyId, bankAgentId: w.bankId, downloaded: 1, uploaded: 0, failed: 0 },
    ]);
    expect((await sftpLog(h, broken, BankLogState.Error)).map((r) => r.Message)).toEqual([
      'SFTP: not polled: the saved credentials cannot be read (the sealing key has changed).',
    ]);
  });
});
