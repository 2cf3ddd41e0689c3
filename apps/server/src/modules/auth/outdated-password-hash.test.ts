import { contract } from '@hoa/contract';
import {
  eq,
  isOutdatedPasswordHash,
  ownerAccessAccounts,
  users,
  verifyPassword,
  type Database,
  type Tx,
} from '@hoa/db';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { ownerPortalWorld } from '../../../test/owner-portal-factories';

// A hash of `earlierPassword` as stored before: argon2id with the library's default settings
// (19 MiB, 2 passes).
const earlierPassword = 'earlier-settings 1';
const earlierHash =
  '$argon2id$v=19$m=19456,t=2,p=1$12r5M/QYhEJvhmCANToNsQ$sk747lilSh+xBvBVuS7CbFLvNJ9f42OhA0uETx/zDuw';

/** Reads or writes a row of the company as the app's role does. */
const asCompany = <T>(database: Database, companyId: number, work: (tx: Tx) => Promise<T>) =>
  database.withTenant({ companyId, userId: null }, work);

describe.each(testDatabases())('password hashes of earlier settings on $name', (testDb) => {
  const h = useApp(testDb);

  it('a staff sign-in that proves the password stores a hash of today’s settings', async () => {
    const company = await createTestCompany(h.database);
    const { userId, userName } = company.admin;
    const storedHash = () =>
      asCompany(h.database, company.companyId, async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, userId));
        return row?.passwordHash;
      });
    await asCompany(h.database, company.companyId, (tx) =>
      tx.update(users).set({ passwordHash: earlierHash }).where(eq(users.id, userId)),
    );
    expect(isOutdatedPasswordHash(earlierHash)).toBe(true);

    const wrong = await callApi(h.app, contract.auth.Login, {
      body: { userName, password: 'not it' },
    });
    expect(wrong.status).toBe(401);
    expect(await storedHash()).toBe(earlierHash);

    const right = { body: { userName, password: earlierPassword } };
    expect((await callApi(h.app, contract.auth.Login, right)).status).toBe(200);
    const newer = await storedHash();
    expect(newer).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(isOutdatedPasswordHash(newer)).toBe(false);
    expect(await verifyPassword(newer, earlierPassword)).toBe(true);
    // The same password signs in with the new hash, which stays as it is.
    expect((await callApi(h.app, contract.auth.Login, right)).status).toBe(200);
    expect(await storedHash()).toBe(newer);
  });

  it('an owner’s portal sign-in that proves the password stores a hash of today’s settings', async () => {
    const { company, owners } = await ownerPortalWorld(h);
    const [owner] = owners;
    const account = eq(ownerAccessAccounts.id, owner.ownerAccessAccountId);
    const storedHash = () =>
      asCompany(h.database, company.companyId, async (tx) => {
        const [row] = await tx.select().from(ownerAccessAccounts).where(account);
        return row?.passwordHash;
      });
    await asCompany(h.database, company.companyId, (tx) =>
      tx.update(ownerAccessAccounts).set({ passwordHash: earlierHash }).where(account),
    );

    const wrong = await callApi(h.app, contract.portal.SignIn, {
      body: { EmailAddress: owner.email, Password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    expect(await storedHash()).toBe(earlierHash);

    const right = { body: { EmailAddress: owner.email, Password: earlierPassword } };
    expect((await callApi(h.app, contract.portal.SignIn, right)).status).toBe(200);
    const newer = await storedHash();
    expect(newer).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(await verifyPassword(newer ?? '', earlierPassword)).toBe(true);
    expect((await callApi(h.app, contract.portal.SignIn, right)).status).toBe(200);
    expect(await storedHash()).toBe(newer);
  });
});
