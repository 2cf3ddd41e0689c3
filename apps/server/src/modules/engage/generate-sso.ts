import { createHmac, randomUUID } from 'node:crypto';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { engageConfig } from './engage-config';

type GenerateSSO = typeof contract.engage.GenerateSSO;

/** How long the engagement site accepts a token. */
export const EngageTokenSeconds = 5 * 60;

/**
 * A link that signs the caller in to the engagement site: ENGAGE_URL with `sso` = a JSON Web Token
 * signed with HMAC-SHA256 (HS256) by ENGAGE_SSO_SECRET, holding the user (`sub`), company
 * (`company`), email, a nonce (`jti`, for the site to accept each token once), `iat` and `exp`
 * (5 minutes on).
 */
export function generateSso(
  ctx: RequestContext,
  _input: InputOf<GenerateSSO>,
): Promise<ResponseOf<GenerateSSO>> {
  const config = engageConfig();
  if (!config) throw appError('EngageNotConfigured');
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + EngageTokenSeconds;
  const token = signHs256(config.secret, {
    sub: String(ctx.user.userId),
    company: ctx.user.companyId,
    email: ctx.user.email,
    name: ctx.user.displayName,
    jti: randomUUID(),
    iat: issuedAt,
    exp: expiresAt,
  });
  const url = new URL(config.url);
  url.searchParams.set('sso', token);
  return Promise.resolve({
    Url: url.toString(),
    ExpiresAt: new Date(expiresAt * 1000).toISOString(),
  });
}

function signHs256(secret: string, claims: Record<string, string | number>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
