import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contract, type LastSignIn } from '@hoa/contract';
import { auditLog, eq, type Database } from '@hoa/db';
import { Messages } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany, testPassword } from '../../../test/factories';

interface Attempt {
  status: number;
  retryAfter: string | undefined;
  errorMessage: string | undefined;
  lastSignIn: LastSignIn | undefined;
}

/** A sign-in from a given client address (the tests share one database: each uses its own). */
async function attempt(
  app: FastifyInstance,
  userName: string,
  password: string,
  address: string,
): Promise<Attempt> {
  const response = await app.inject({
    method: 'POST',
    url: contract.auth.Login.path,
    remoteAddress: address,
    payload: { userName, password },
  });
  const body = JSON.parse(response.body) as { errorMessage?: string; lastSignIn?: LastSignIn };
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    errorMessage: body.errorMessage,
    lastSignIn: body.lastSignIn,
  };
}

const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function expectTooMany(result: Attempt): void {
  expect(result.status).toBe(429);
  expect(Number(result.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(result.retryAfter)).toBeLessThanOrEqual(15 * 60);
  expect(result.errorMessage).toMatch(
    /^Too many failed sign-in attempts\. Try again in 1?\d minutes?\.$/,
  );
}

async function auditRows(database: Database, companyId: number) {
  return database.withTenant({ companyId, userId: null }, (tx) =>
    tx.select().from(auditLog).where(eq(auditLog.companyId, companyId)),
  );
}

describe.each(testDatabases())('sign-in limits and records on $name', (testDb) => {
  const h = useApp(testDb);

  it('refuses the 11th failure of one user name with 429 and Retry-After, the right password too', async () => {
    const company = await createTestCompany(h.database);
    const { userName } = company.admin;
    for (let i = 0; i < 10; i++) {
      const wrong = await attempt(h.app, userName, `wrong ${i}`, newAddress());
      expect(wrong.status, `try ${i + 1}`).toBe(401);
      expect(wrong.errorMessage).toBe(Messages.invalidCredentials);
    }
    expectTooMany(await attempt(h.app, userName, 'wrong again', newAddress()));
    expectTooMany(await attempt(h.app, userName.toUpperCase(), testPassword, newAddress()));
    // Another user is not held up by it.
    const other = await createTestCompany(h.database);
    expect((await attempt(h.app, other.admin.userName, testPassword, newAddress())).status).toBe(
      200,
    );
  });

  it('refuses the 11th failure from one address, whatever the user names', async () => {
    const company = await createTestCompany(h.database);
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      const unknown = await attempt(h.app, `nobody-${address}-${i}`, 'guess', address);
      expect(unknown.status, `try ${i + 1}`).toBe(401);
    }
    expectTooMany(await attempt(h.app, company.admin.userName, testPassword, address));
    expect((await attempt(h.app, company.admin.userName, testPassword, newAddress())).status).toBe(
      200,
    );
  });

  it('a success clears the user name’s count of failures', async () => {
    const company = await createTestCompany(h.database);
    const { userName } = company.admin;
    for (let i = 0; i < 9; i++) await attempt(h.app, userName, 'wrong', newAddress());
    expect((await attempt(h.app, userName, testPassword, newAddress())).status).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await attempt(h.app, userName, 'wrong', newAddress())).status).toBe(401);
  });

  it('records failed and successful sign-ins in the audit log, never the password', async () => {
    const company = await createTestCompany(h.database);
    const { userName, userId } = company.admin;
    const address = newAddress();
    await attempt(h.app, userName, 'Secret-Guess-1', address);
    await attempt(h.app, userName, testPassword, address);
    const rows = await auditRows(h.database, company.companyId);
    const failed = rows.filter((row) => row.operation === 'LOGIN_FAIL');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      userId,
      tableName: 'sign_in_attempts',
      rowData: { userName, address, reason: 'wrong password' },
    });
    const signedIn = rows.filter((row) => row.operation === 'LOGIN');
    expect(signedIn.map((row) => row.rowData)).toEqual([{ userName, address }]);
    expect(JSON.stringify(rows)).not.toContain('Secret-Guess-1');
    expect(JSON.stringify(rows)).not.toContain(testPassword);
  });

  it('answers the previous sign-in and the failed attempts since it', async () => {
    const company = await createTestCompany(h.database);
    const { userName } = company.admin;
    const first = await attempt(h.app, userName, testPassword, newAddress());
    expect(first.lastSignIn).toEqual({ at: null, address: null, failedAttemptsSince: 0 });
    const home = newAddress();
    const before = Date.now();
    expect((await attempt(h.app, userName, testPassword, home)).status).toBe(200);
    await attempt(h.app, userName, 'wrong', newAddress());
    await attempt(h.app, userName, 'wrong', newAddress());
    const third = await attempt(h.app, userName, testPassword, newAddress());
    expect(third.lastSignIn).toMatchObject({ address: home, failedAttemptsSince: 2 });
    const at = Date.parse(third.lastSignIn?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});
