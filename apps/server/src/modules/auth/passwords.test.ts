import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AccountMessages, Messages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant, testPassword } from '../../../test/factories';

const newPassword = 'a much longer passphrase';

describe.each(testDatabases())('password change and reset on $name', (testDb) => {
  const h = useApp(testDb);
  const sessionStatus = async (token: string) =>
    (await callApi(h.app, contract.auth.GetSession, {}, token)).status;

  it('changes the own password with the current one and revokes the other sign-ins', async () => {
    const company = await createTestCompany(h.database);
    const { userName } = company.admin;
    const token = await signIn(h.app, userName);
    const other = await signIn(h.app, userName);
    const change = (currentPassword: string, password: string) =>
      callApi(
        h.app,
        contract.auth.ChangePassword,
        { body: { currentPassword, newPassword: password } },
        token,
      );
    const wrong = await change('not the password', newPassword);
    expect(wrong.status).toBe(400);
    expect(wrong.errorMessage).toBe(AccountMessages.currentPasswordWrong);
    const short = await change(testPassword, 'short one');
    expect(short.status).toBe(400);
    expect(short.errorMessage).toMatch(AccountMessages.passwordTooShort);
    const same = await change(testPassword, testPassword);
    expect(same.errorMessage).toBe(AccountMessages.passwordUnchanged);
    expect(await sessionStatus(other)).toBe(200);

    expect((await change(testPassword, newPassword)).body).toEqual({ success: true });
    expect(await sessionStatus(token)).toBe(200);
    expect(await sessionStatus(other)).toBe(401);
    const old = await callApi(h.app, contract.auth.Login, {
      body: { userName, password: testPassword },
    });
    expect(old.errorMessage).toBe(Messages.invalidCredentials);
    expect(await signIn(h.app, userName, newPassword)).toBeTruthy();
  });

  it('lets a user administrator reset a password of the company, revoking its sign-ins', async () => {
    const company = await createTestCompany(h.database);
    const adminToken = await signIn(h.app, company.admin.userName);
    const clerk = await addUser(h.database, company.companyId, {
      communityIds: company.communityIds,
      grants: [{ ...fullGrant('maintainuser'), CanUpdate: false }],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const reset = (UserId: number, token: string) =>
      callApi(
        h.app,
        contract.user.ResetUserPassword,
        { body: { UserId, NewPassword: newPassword } },
        token,
      );

    const refused = await reset(company.admin.userId, clerkToken);
    expect(refused.status).toBe(403);
    expect(refused.errorMessage).toBe(Messages.forbidden);
    const stranger = await createTestCompany(h.database);
    expect((await reset(stranger.admin.userId, adminToken)).status).toBe(404);
    expect(await signIn(h.app, stranger.admin.userName)).toBeTruthy();

    expect((await reset(clerk.userId, adminToken)).body).toEqual({ success: true });
    expect(await sessionStatus(clerkToken)).toBe(401);
    expect(await sessionStatus(adminToken)).toBe(200);
    expect(await signIn(h.app, clerk.userName, newPassword)).toBeTruthy();
  });
});
