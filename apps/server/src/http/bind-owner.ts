import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayCallPortal, type EndpointDef, type InputOf, type ResponseOf } from '@hoa/contract';
import { everyPortalRoleHolds } from '@hoa/domain';
import { hashToken } from '../modules/auth/index';
import {
  cookieOwnerToken,
  isOwnerToken,
  resolveOwnerSession,
  type OwnerContext,
} from '../modules/owner-auth/index';
import { forbidden, unauthorized } from './errors';
import {
  idempotentRequest,
  onceAcrossTransactions,
  onceForCaller,
  sendStored,
  type KeyedRun,
} from './idempotency';
import { registerEndpoint } from './bind';
import type { AppDeps } from './request-context';

export type OwnerHandler<E extends EndpointDef> = (
  ctx: OwnerContext,
  input: InputOf<E>,
) => Promise<ResponseOf<E>>;

/**
 * Binds a portal call (`auth: 'owner'`) to a use case run in one transaction of the signed-in
 * owner's company. Only an owner's session is taken: a staff token answers 403, and so does a
 * session without the call's declared portalRight (a household member's or renter's).
 */
export function bindOwner<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: OwnerHandler<E>,
): void {
  if (endpoint.auth !== 'owner') throw new Error(`${endpoint.path} is not an owner call.`);
  registerEndpoint(
    app,
    endpoint,
    async (request, input, reply) => {
      const call = idempotentRequest(endpoint, request, input);
      if (!call) return runAsOwner(deps, request, endpoint, (ctx) => handler(ctx, input));
      // A money call's key is kept per owner access account, in the call's own transaction.
      const outcome = await runAsOwner(deps, request, endpoint, (ctx) =>
        onceForCaller(ctx.tx, ctx.owner.companyId, ownerCaller(ctx), call, endpoint, () =>
          handler(ctx, input),
        ),
      );
      return 'stored' in outcome
        ? sendStored(reply, outcome.stored)
        : (outcome.answer as ResponseOf<E>);
    },
    ownerCheck(deps, endpoint),
  );
}

/** Whose idempotency keys an owner's are: their access account's. */
const ownerCaller = (ctx: OwnerContext) => `owner:${ctx.owner.ownerAccessAccountId}`;

/**
 * Runs work in one transaction as the owner of the request's session, once the session is found to
 * hold the endpoint's portalRight (403 otherwise; an endpoint declaring none is refused to all).
 */
export async function runAsOwner<T>(
  deps: AppDeps,
  request: FastifyRequest,
  endpoint: Pick<EndpointDef, 'portalRight'>,
  work: (ctx: OwnerContext) => Promise<T>,
): Promise<T> {
  const token = ownerToken(request);
  const tokenHash = hashToken(token);
  return deps.database.withAuthLookup(async (tx) => {
    const owner = await resolveOwnerSession(tx, tokenHash);
    if (!mayCallPortal(endpoint, owner.rights)) throw forbidden();
    return work({ tx, owner, tokenHash, deps });
  });
}

/**
 * Checked before an owner call's input is read: no session 401, a staff session 403, and a session
 * without the call's portalRight 403. The session is read here only when the call needs a right
 * some role lacks (a household member's or renter's session); the use case's transaction reads it
 * again and checks the right too.
 */
function ownerCheck(
  deps: AppDeps,
  endpoint: Pick<EndpointDef, 'portalRight'>,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const token = ownerToken(request);
    if (endpoint.portalRight !== undefined && everyPortalRoleHolds(endpoint.portalRight)) return;
    await deps.database.withAuthLookup(async (tx) => {
      const owner = await resolveOwnerSession(tx, hashToken(token));
      if (!mayCallPortal(endpoint, owner.rights)) throw forbidden();
    });
  };
}

/** The owner's bearer token, or without an Authorization header the portal's session cookie. */
function ownerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const token =
    header === undefined
      ? cookieOwnerToken(request)
      : (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null);
  if (!token) throw unauthorized();
  if (!isOwnerToken(token)) throw forbidden();
  return token;
}

/** What a handler bound with bindOwnerCaller receives. */
export interface OwnerCall<E extends EndpointDef> {
  endpoint: E;
  input: InputOf<E>;
  reply: FastifyReply;
  /** Runs work in a transaction of the owner's company; each call is its own transaction. */
  run: <T>(work: (ctx: OwnerContext) => Promise<T>) => Promise<T>;
  /** A money call's request key, as CallerCall's (http/bind.ts); null without an idempotency key. */
  requestKey: string | null;
}

/**
 * Binds a portal call whose handler works outside the transaction too (an upload stores its file
 * before the transaction that records it, and removes it if that fails; a card payment is charged
 * between two) or sends the reply itself (a download). A money call's key is kept per owner access
 * account across its transactions (onceAcrossTransactions). Register it in a scope with
 * acceptMultipart for multipart bodies.
 */
export function bindOwnerCaller<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: (call: OwnerCall<E>) => Promise<ResponseOf<E> | FastifyReply>,
): void {
  if (endpoint.auth !== 'owner') throw new Error(`${endpoint.path} is not an owner call.`);
  registerEndpoint(
    app,
    endpoint,
    (request, input, reply) => {
      const run = <T>(work: (ctx: OwnerContext) => Promise<T>) =>
        runAsOwner(deps, request, endpoint, work);
      const call = idempotentRequest(endpoint, request, input);
      if (!call) return handler({ endpoint, input, reply, run, requestKey: null });
      const keyed: KeyedRun = (work) =>
        run((ctx) => work(ctx.tx, { companyId: ctx.owner.companyId, caller: ownerCaller(ctx) }));
      return onceAcrossTransactions(keyed, reply, call, endpoint, (requestKey) =>
        handler({ endpoint, input, reply, run, requestKey }),
      ) as Promise<ResponseOf<E> | FastifyReply>;
    },
    ownerCheck(deps, endpoint),
  );
}

/** Binds an owner call whose handler works with the request and reply itself (signing out clears cookies). */
export function bindOwnerReply<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<ResponseOf<E>>,
): void {
  if (endpoint.auth !== 'owner') throw new Error(`${endpoint.path} is not an owner call.`);
  registerEndpoint(
    app,
    endpoint,
    (request, _input, reply) => run(request, reply),
    ownerCheck(deps, endpoint),
  );
}
