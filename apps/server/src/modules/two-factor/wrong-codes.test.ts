import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AccountMessages, FundsTransferMessages, Messages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { codeOf, enrolAndVerify } from '../../../test/funds-transfer-factories';

const T = contract.twoFactor;

/** A code of the secret that is not current: two minutes old. */
const staleCode = (secret: string) => codeOf(secret, Date.now() / 1000 - 120);
/** The next step's code, still accepted (one step either side). */
const nextCode = (secret: string) => codeOf(secret, Date.now() / 1000 + 30);

describe.each(testDatabases())('wrong second-factor codes on $name', (testDb) => {
  const h = useApp(testDb);

  it('ends the sign-in at the fifth wrong code: the sixth try is refused, the right code too', async () => {
    const company = await createTestCompany(h.database);
    const secret = await enrolAndVerify(h, await signIn(h.app, company.admin.userName));
    const token = await signIn(h.app, company.admin.userName);
    const verify = (code: string) =>
      callApi(h.app, T.VerifyCode, { body: { twoFactor: code } }, token);
    for (let i = 0; i < 4; i++) {
      const wrong = await verify(staleCode(secret));
      expect(wrong.status, `try ${i + 1}`).toBe(400);
      expect(wrong.errorMessage).toBe(FundsTransferMessages.badCode);
    }
    const fifth = await verify(staleCode(secret));
    expect(fifth.status).toBe(401);
    expect(fifth.errorMessage).toBe(AccountMessages.twoFactorLockedOut);
    const sixth = await verify(codeOf(secret));
    expect(sixth.status).toBe(401);
    expect(sixth.errorMessage).toBe(Messages.notSignedIn);
    expect((await callApi(h.app, contract.auth.GetSession, {}, token)).status).toBe(401);
    // Signing in again gives five more tries (the current step's code was used by the enrolment).
    const again = await signIn(h.app, company.admin.userName);
    const ok = await callApi(h.app, T.VerifyCode, { body: { twoFactor: nextCode(secret) } }, again);
    expect(ok.body).toMatchObject({ TwoFactorAuthenticated: true });
  });

  it('voids an enrolment in progress after five wrong codes', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const started = await callApi(h.app, T.InitiateTwoFactor, { body: {} }, token);
    const secret = started.body.Secret ?? '';
    for (let i = 0; i < 5; i++)
      await callApi(h.app, T.VerifyCode, { body: { twoFactor: staleCode(secret) } }, token);
    const next = await signIn(h.app, company.admin.userName);
    const late = await callApi(h.app, T.VerifyCode, { body: { twoFactor: codeOf(secret) } }, next);
    expect(late.status).toBe(400);
    expect(late.errorMessage).toBe(FundsTransferMessages.notEnrolled);
  });

  it('counts wrong codes per sign-in, from its last good code', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const secret = await enrolAndVerify(h, token);
    const verify = (code: string, on = token) =>
      callApi(h.app, T.VerifyCode, { body: { twoFactor: code } }, on);
    for (let i = 0; i < 4; i++) expect((await verify(staleCode(secret))).status).toBe(400);
    expect((await verify(nextCode(secret))).body).toMatchObject({ TwoFactorAuthenticated: true });
    for (let i = 0; i < 4; i++) expect((await verify(staleCode(secret))).status).toBe(400);
    const other = await signIn(h.app, company.admin.userName);
    expect((await verify(staleCode(secret), other)).status).toBe(400);
    expect((await callApi(h.app, contract.auth.GetSession, {}, token)).status).toBe(200);
  });
});
