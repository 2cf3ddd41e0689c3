import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mayCall, type EndpointDef, type InputOf, type ResponseOf } from '@hoa/contract';
import {
  cachedSession,
  cookieSessionToken,
  hashToken,
  resolveSession,
  SessionCookie,
} from '../modules/auth/index';
import { isOwnerToken, OwnerSessionCookie } from '../modules/owner-auth/index';
import { forbidden, unauthorized } from './errors';
import {
  IdempotencyHeaders,
  idempotentRequest,
  type IdempotentRequest,
  type KeyedRun,
  onceAcrossTransactions,
  onceInTransaction,
  sendStored,
  type StoredAnswer,
} from './idempotency';
import type { AppDeps, RequestContext, SessionUser } from './request-context';
import { answersAsDescribed } from './send-download';

export type Handler<E extends EndpointDef> = (
  ctx: RequestContext,
  input: InputOf<E>,
) => Promise<ResponseOf<E>>;

/** Who calls a public endpoint: the client's address (behind a proxy, see TRUST_PROXY). */
export interface PublicCaller {
  address: string;
  /** For answers that set cookies (sign-in). */
  reply: FastifyReply;
  /** A money call's idempotency key and request (null without a key, or when the call takes none). */
  idempotency: IdempotentRequest | null;
}

/** A public handler answers its response, or sends a file itself (a download) and answers the reply. */
export type PublicHandler<E extends EndpointDef> = (
  deps: AppDeps,
  input: InputOf<E>,
  caller: PublicCaller,
) => Promise<ResponseOf<E> | FastifyReply>;

/**
 * Registers a contract endpoint's route (schema, answer check) with its runner; `check` runs
 * first, before the body is even parsed (who may call: an owner's token on a staff call, or a staff token on an
 * owner's call, answers 403 whatever it sends).
 */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  run: (
    request: FastifyRequest,
    input: InputOf<E>,
    reply: FastifyReply,
  ) => Promise<ResponseOf<E> | FastifyReply>,
  check?: (request: FastifyRequest) => Promise<void>,
): void {
  const tag = endpoint.path.split('/')[2] ?? 'api';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [tag],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.idempotent ? { headers: IdempotencyHeaders } : {}),
      response: { 200: endpoint.response },
      ...(endpoint.auth === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
    onSend: answersAsDescribed(endpoint),
    ...(check ? { onRequest: check } : {}),
    handler: (request, reply) =>
      run(
        request,
        { query: request.query, params: request.params, body: request.body } as InputOf<E>,
        reply,
      ),
  });
}

/** Who calls, without a transaction: what a RequestContext holds besides it. */
export type Caller = Omit<RequestContext, 'tx'>;

/**
 * Calls of one session that may share a transaction with the session's concurrent calls (group
 * commit, journal-entries/posting-groups.ts): `takes` picks them by their input, `answer` answers
 * each in the transaction it shares, with its idempotency key claimed there (onceInTransaction's
 * outcome: the answer, or the one kept for the key).
 */
export interface CallGrouping<E extends EndpointDef> {
  takes(input: InputOf<E>): boolean;
  answer(
    caller: Caller,
    input: InputOf<E>,
    call: IdempotentRequest | null,
  ): Promise<{ answer: ResponseOf<E> } | { stored: StoredAnswer }>;
}

/**
 * Binds a contract endpoint to a use case that runs in the caller's tenant transaction; a
 * grouping answers the calls it takes.
 */
export function bind<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: Handler<E>,
  grouping?: CallGrouping<E>,
): void {
  staffOnly(endpoint);
  registerEndpoint(
    app,
    endpoint,
    async (request, input, reply) => {
      const call = idempotentRequest(endpoint, request, input);
      if (grouping?.takes(input)) {
        const caller = await signedInCaller(deps, request);
        return answerOf(reply, await grouping.answer(caller, input, call));
      }
      if (!call) return runAsCaller(deps, request, (ctx) => handler(ctx, input));
      const outcome = await runAsCaller(deps, request, (ctx) =>
        onceInTransaction(ctx, call, endpoint, () => handler(ctx, input)),
      );
      return answerOf(reply, outcome as { answer: ResponseOf<E> } | { stored: StoredAnswer });
    },
    staffCheck(deps, endpoint),
  );
}

/** The answer of a keyed call, or the one kept for its key sent again. */
function answerOf<T>(
  reply: FastifyReply,
  outcome: { answer: T } | { stored: StoredAnswer },
): T | FastifyReply {
  return 'stored' in outcome ? sendStored(reply, outcome.stored) : outcome.answer;
}

/**
 * Checked before a staff call's input is read: an owner's session is refused (403), and so is a
 * caller without the endpoint's declared access (contract `access`), whatever they send. The use
 * case may check more (its community, a claim that depends on the input).
 */
function staffCheck(deps: AppDeps, endpoint: EndpointDef) {
  return async (request: FastifyRequest): Promise<void> => {
    refuseOwnerSession(request);
    if (endpoint.access === undefined) return;
    const user = await signedInUser(deps, request);
    if (!mayCall(endpoint, user)) throw forbidden();
  };
}

/** The caller of the request's session; its session is cached for the handler's transaction. */
async function signedInUser(deps: AppDeps, request: FastifyRequest): Promise<SessionUser> {
  return (await signedInCaller(deps, request)).user;
}

/**
 * Sessions being looked up. When a session's cache entry runs out, the calls it has in flight
 * (20 for a busy API client) all miss at once: they share one lookup rather than taking 20 of the
 * pool's connections for the same rows (every 15 s, p99 rose from about 25 ms to 150-230 ms).
 */
const lookups = new Map<string, Promise<SessionUser>>();

async function signedInCaller(deps: AppDeps, request: FastifyRequest): Promise<Caller> {
  const token = callerToken(request);
  if (!token) throw unauthorized();
  const tokenHash = hashToken(token);
  const cached = cachedSession(tokenHash);
  if (cached) return { user: cached, tokenHash };
  const lookup =
    lookups.get(tokenHash) ??
    deps.database
      .withAuthLookup((tx) => resolveSession(tx, tokenHash, deps.sessionIdleMs))
      .then((session) => session.user)
      .finally(() => lookups.delete(tokenHash));
  lookups.set(tokenHash, lookup);
  return { user: await lookup, tokenHash };
}

/**
 * Binds a contract endpoint to a use case that only reads and may read a little behind the last
 * writes (a report, the GL history): it runs in the caller's read-only tenant transaction on the
 * read replica when there is one (DATABASE_REPLICA_URL).
 */
export function bindRead<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: Handler<E>,
): void {
  bindCaller(app, deps, endpoint, (call) => call.read((ctx) => handler(ctx, call.input)));
}

/**
 * Runs work in a read-only tenant transaction of the signed-in caller (Database.withTenantRead):
 * the session is found first on the primary, where it is kept.
 */
export async function readAsCaller<T>(
  deps: AppDeps,
  request: FastifyRequest,
  work: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  const user = await signedInUser(deps, request);
  const tokenHash = hashToken(callerToken(request) ?? '');
  return deps.database.withTenantRead({ companyId: user.companyId, userId: user.userId }, (tx) =>
    work({ tx, user, tokenHash }),
  );
}

/** Runs work in one tenant transaction of the signed-in caller; it commits when the work resolves. */
export async function runAsCaller<T>(
  deps: AppDeps,
  request: FastifyRequest,
  work: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  const token = callerToken(request);
  if (!token) throw unauthorized();
  const tokenHash = hashToken(token);
  const user = cachedSession(tokenHash);
  if (user) {
    return deps.database.withTenant({ companyId: user.companyId, userId: user.userId }, (tx) =>
      work({ tx, user, tokenHash }),
    );
  }
  return deps.database.withAuthLookup(async (tx) => {
    const session = await resolveSession(tx, tokenHash, deps.sessionIdleMs);
    return work({ tx, user: session.user, tokenHash });
  });
}

/** What a handler bound with bindCaller receives. */
export interface CallerCall<E extends EndpointDef> {
  /** The contract endpoint bound (a download's `download` lists what it may send). */
  endpoint: E;
  input: InputOf<E>;
  reply: FastifyReply;
  /** Runs work in a tenant transaction of the caller; each call is its own transaction. */
  run: <T>(work: (ctx: RequestContext) => Promise<T>) => Promise<T>;
  /** Runs work that only reads in a read-only transaction of the caller (readAsCaller). */
  read: <T>(work: (ctx: RequestContext) => Promise<T>) => Promise<T>;
  /**
   * A money call's request key (onceAcrossTransactions): the same for every repeat of the request;
   * null when the call came without an idempotency key.
   */
  requestKey: string | null;
}

/**
 * Binds a signed-in endpoint whose handler works outside the transaction too (files are written
 * before and removed after it) and may send the reply itself (downloads).
 */
export function bindCaller<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: (call: CallerCall<E>) => Promise<ResponseOf<E> | FastifyReply>,
): void {
  staffOnly(endpoint);
  registerEndpoint(
    app,
    endpoint,
    (request, input, reply) => {
      const run = <T>(work: (ctx: RequestContext) => Promise<T>) =>
        runAsCaller(deps, request, work);
      const read = <T>(work: (ctx: RequestContext) => Promise<T>) =>
        readAsCaller(deps, request, work);
      const call = idempotentRequest(endpoint, request, input);
      if (!call) return handler({ endpoint, input, reply, run, read, requestKey: null });
      const keyed: KeyedRun = (work) =>
        run((ctx) =>
          work(ctx.tx, { companyId: ctx.user.companyId, caller: String(ctx.user.userId) }),
        );
      return onceAcrossTransactions(keyed, reply, call, endpoint, (requestKey) =>
        handler({ endpoint, input, reply, run, read, requestKey }),
      ) as Promise<ResponseOf<E> | FastifyReply>;
    },
    staffCheck(deps, endpoint),
  );
}

/** A portal call is bound with bindOwner (http/bind-owner.ts), never as a staff call. */
function staffOnly(endpoint: EndpointDef): void {
  if (endpoint.auth === 'owner') throw new Error(`${endpoint.path} is an owner call: bindOwner.`);
}

/** Binds an endpoint that needs no sign-in. */
export function bindPublic<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: PublicHandler<E>,
): void {
  registerEndpoint(app, endpoint, (request, input, reply) =>
    handler(deps, input, {
      address: request.ip,
      reply,
      idempotency: idempotentRequest(endpoint, request, input),
    }),
  );
}

/**
 * An API client's bearer token; without an Authorization header, the web's session cookie (whose
 * state-changing calls must carry the CSRF header).
 */
function callerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return cookieSessionToken(request);
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * An owner's portal session on a staff call, by bearer token or (with no staff cookie beside it)
 * by the portal's cookie, is refused: 403, not a request to sign in.
 */
function refuseOwnerSession(request: FastifyRequest): void {
  const header = request.headers.authorization;
  const cookies = request.cookies as FastifyRequest['cookies'] | undefined;
  const ownerOnly =
    header === undefined
      ? !cookies?.[SessionCookie] && Boolean(cookies?.[OwnerSessionCookie])
      : isOwnerToken(/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '');
  if (ownerOnly) throw forbidden();
}
