import {
  and,
  auditLog,
  authTokens,
  eq,
  hashPassword,
  newerPasswordHash,
  setTenant,
  sql,
  users,
  verifyPassword,
} from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { PublicCaller } from '../../http/bind';
import { appError, TooManyAttempts } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { loadSession, toSessionResponse } from './load-session';
import { setSessionCookies } from './session-cookies';
import { recordFailedSignIn, recordSuccessfulSignIn, signInRetryAfter } from './sign-in-attempts';
import { hashToken, newToken, tokenLifetimeMs } from './tokens';

type Login = typeof contract.auth.Login;

// Verifying against a fixed hash when the user is unknown keeps both answers equally slow.
const decoyHash = hashPassword('decoy-password-for-timing');

type Outcome = { signedIn: ResponseOf<Login> } | { failed: 'invalid' };

/**
 * Auth/Login: the token is answered for API clients and set as the web's session cookies. A failure is recorded (and its transaction committed) before it is answered: ten
 * per user name or per address in 15 minutes answer 429 with Retry-After, the password unchecked.
 * The password is checked between the lookup's transaction and the sign-in's, holding no connection.
 */
export async function login(
  deps: AppDeps,
  input: InputOf<Login>,
  caller: PublicCaller,
): Promise<ResponseOf<Login>> {
  const { password } = input.body;
  const userName = input.body.userName.toLowerCase();
  const { address } = caller;
  const lookup = await deps.database.withAuthLookup(async (tx) => {
    const retryAfterSeconds = await signInRetryAfter(tx, userName, address);
    const [user] = await tx
      .select({ id: users.id, companyId: users.companyId, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.userName}) = ${userName} and ${users.isActive}`);
    if (retryAfterSeconds !== null) {
      await recordFailedSignIn(tx, { userName, address, user, reason: 'rate limited' });
    }
    return { user, retryAfterSeconds };
  });
  if (lookup.retryAfterSeconds !== null) throw new TooManyAttempts(lookup.retryAfterSeconds);
  const { user } = lookup;
  // Checked between two transactions: no connection is held while the hash runs.
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  // A hash of older settings is replaced once its password is proven.
  const newerHash = await newerPasswordHash(valid ? user?.passwordHash : null, password);
  const outcome = await deps.database.withAuthLookup(async (tx): Promise<Outcome> => {
    if (!user || !valid) {
      const reason = user ? 'wrong password' : 'unknown user';
      await recordFailedSignIn(tx, { userName, address, user, reason });
      return { failed: 'invalid' };
    }
    const lastSignIn = await recordSuccessfulSignIn(tx, userName, address, user.id);
    await setTenant(tx, { companyId: user.companyId, userId: user.id });
    if (newerHash) {
      // Only while the checked hash is still stored: a password changed meanwhile is kept.
      await tx
        .update(users)
        .set({ passwordHash: newerHash })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + tokenLifetimeMs);
    await tx.insert(authTokens).values({
      companyId: user.companyId,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
    });
    await tx.insert(auditLog).values({
      companyId: user.companyId,
      userId: user.id,
      tableName: 'auth_tokens',
      operation: 'LOGIN',
      rowData: { userName, address },
    });
    const session = await loadSession(tx, user.id);
    if (!session) throw appError('InvalidCredentials');
    return {
      signedIn: {
        token,
        expiresAt: expiresAt.toISOString(),
        session: toSessionResponse(session),
        lastSignIn,
      },
    };
  });
  if ('signedIn' in outcome) {
    const { signedIn } = outcome;
    setSessionCookies(caller.reply, signedIn.token, new Date(signedIn.expiresAt));
    return signedIn;
  }
  throw appError('InvalidCredentials');
}
