import { auditLog, authTokens, hashPassword, setTenant, sql, users, verifyPassword } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { FastifyReply } from 'fastify';
import { Messages } from '@hoa/domain';
import { unauthorized } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { loadSession, toSessionResponse } from './load-session';
import { setSessionCookies } from './session-cookies';
import { hashToken, newToken, tokenLifetimeMs } from './tokens';

type Login = typeof contract.auth.Login;

// Verifying against a fixed hash when the user is unknown keeps both answers equally slow.
const decoyHash = hashPassword('decoy-password-for-timing');

/** Signs in: the token is answered for API clients and set as the web's session cookies. */
export async function login(
  deps: AppDeps,
  input: InputOf<Login>,
  reply: FastifyReply,
): Promise<ResponseOf<Login>> {
  const { userName, password } = input.body;
  const signedIn = await deps.database.withAuthLookup(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, companyId: users.companyId, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName}) and ${users.isActive}`);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
    if (!user || !valid) throw unauthorized(Messages.invalidCredentials);

    await setTenant(tx, { companyId: user.companyId, userId: user.id });
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
    });
    const session = await loadSession(tx, user.id);
    if (!session) throw unauthorized(Messages.invalidCredentials);
    return { token, expiresAt, session: toSessionResponse(session) };
  });
  setSessionCookies(reply, signedIn.token, signedIn.expiresAt);
  return { ...signedIn, expiresAt: signedIn.expiresAt.toISOString() };
}
