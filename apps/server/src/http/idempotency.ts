import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IdempotencyKeyHeader,
  IdempotencyKeySchema,
  type EndpointDef,
  type InputOf,
} from '@hoa/contract';
import { queryRows, sql, type Tx } from '@hoa/db';
import { z } from 'zod';
import { appError, badRequest } from './errors';
import { idArray, textArray } from '../sql/index';
import type { RequestContext } from './request-context';

// Ours: the spec names no text for these.
export const IdempotencyMessages = {
  badKey: `${IdempotencyKeyHeader}: 8 to 100 characters.`,
  twoKeys: `The ${IdempotencyKeyHeader} header and the body’s IdempotencyKey must be the same key.`,
  differentRequest: 'This idempotency key was already used for a different request.',
  stillRunning: 'A request with this idempotency key is still running.',
} as const;

/** How long a key and its answer are kept (the expiry job, jobs/idempotency-key-expiry.ts). */
export const KeyKeptDays = 30;

/** The header as the API description shows it on money-moving calls; checked in idempotentRequest. */
export const IdempotencyHeaders = z.looseObject({
  [IdempotencyKeyHeader.toLowerCase()]: z
    .string()
    .optional()
    .meta({
      description: `A key per user action (8 to 100 characters, e.g. a UUID): a repeat with the same key and body answers as the first did without doing the work again; a different body is refused (422). Kept ${String(KeyKeptDays)} days.`,
    }),
});

/** A claim of a call that works in several transactions is taken over when left this long. */
const abandonedAfter = '15 minutes';

/** The key of a money-moving call and what it must be repeated with. */
export interface IdempotentRequest {
  key: string;
  /** Method and path of the call. */
  endpoint: string;
  /** The call and its validated input, as canonical JSON. */
  request: string;
}

/** An answer given before, sent again as it was. */
export interface StoredAnswer {
  statusCode: number;
  body: string;
}

/**
 * The idempotency key of a request to a call flagged idempotent: the `Idempotency-Key` header or
 * the body's IdempotencyKey (both may be sent when they are the same key); null without one.
 */
export function idempotentRequest<E extends EndpointDef>(
  endpoint: E,
  request: FastifyRequest,
  input: InputOf<E>,
): IdempotentRequest | null {
  if (!endpoint.idempotent) return null;
  const header = request.headers[IdempotencyKeyHeader.toLowerCase()];
  const body = input.body as { IdempotencyKey?: unknown } | undefined;
  const fromBody = typeof body?.IdempotencyKey === 'string' ? body.IdempotencyKey : null;
  let key = fromBody;
  if (header !== undefined) {
    const parsed = IdempotencyKeySchema.safeParse(header);
    if (!parsed.success) throw badRequest(IdempotencyMessages.badKey);
    if (fromBody !== null && fromBody !== parsed.data)
      throw badRequest(IdempotencyMessages.twoKeys);
    key = parsed.data;
  }
  if (key === null) return null;
  const call = `${endpoint.method} ${endpoint.path}`;
  // The body's key is left out (JSON drops undefined): sent there or in the header, it is one key.
  const rest = body ? { ...body, IdempotencyKey: undefined } : null;
  return { key, endpoint: call, request: stableJson([call, input.params, input.query, rest]) };
}

/**
 * Runs a call bound with bind once per key, in the request's transaction: the key is claimed by an
 * insert there, so a concurrent duplicate waits on the unique index until this transaction ends,
 * then finds the answer (or, after a rollback, claims the key itself).
 */
export async function onceInTransaction<E extends EndpointDef>(
  ctx: RequestContext,
  call: IdempotentRequest,
  endpoint: E,
  work: () => Promise<unknown>,
): Promise<{ answer: unknown } | { stored: StoredAnswer }> {
  return onceForCaller(ctx.tx, ctx.user.companyId, String(ctx.user.userId), call, endpoint, work);
}

/**
 * onceInTransaction for any caller of a company: `caller` names who (a user id, or an owner's
 * portal account as `owner:<id>`), so one caller's key never answers another's request.
 */
export async function onceForCaller<E extends EndpointDef>(
  tx: Tx,
  companyId: number,
  caller: string,
  call: IdempotentRequest,
  endpoint: E,
  work: () => Promise<unknown>,
): Promise<{ answer: unknown } | { stored: StoredAnswer }> {
  const claim = await claimKey(tx, companyId, caller, call);
  if ('stored' in claim) return claim;
  const answer = await work();
  await recordAnswers(tx, endpoint, companyId, [{ id: claim.id, key: call.key, answer }]);
  return { answer };
}

/** Whose keys a call's are: the caller's company and who calls (as onceForCaller's `caller`). */
export interface KeyOwner {
  companyId: number;
  caller: string;
}

/** Runs work in a transaction of the caller's own, knowing whose keys are used. */
export type KeyedRun = <T>(work: (tx: Tx, owner: KeyOwner) => Promise<T>) => Promise<T>;

/**
 * Runs a call that works in several transactions (bindCaller, bindOwnerCaller, a payment link's
 * payment) once per key: the key is claimed as pending in a transaction of its own, the answer
 * recorded in another; a failure frees the key. The work receives the request's key: the same
 * for every repeat of the request (company, caller, key and input hashed), so work that keeps a
 * row by it finds that row again when a repeat follows a failure.
 */
export async function onceAcrossTransactions<E extends EndpointDef>(
  run: KeyedRun,
  reply: FastifyReply,
  call: IdempotentRequest,
  endpoint: E,
  work: (requestKey: string) => Promise<unknown>,
): Promise<unknown> {
  const { claim, requestKey } = await run(async (tx, owner) => ({
    claim: await claimKey(tx, owner.companyId, owner.caller, call),
    requestKey: requestKeyOf(owner, call),
  }));
  if ('stored' in claim) return sendStored(reply, claim.stored);
  let answer: unknown;
  try {
    answer = await work(requestKey);
  } catch (error) {
    await run((tx) => tx.execute(sql`delete from idempotency_keys where id = ${claim.id}`));
    throw error;
  }
  // A reply the handler sent itself (a download) is not kept: the key is freed.
  await run((tx, owner) =>
    answer === reply
      ? tx.execute(sql`delete from idempotency_keys where id = ${claim.id}`)
      : recordAnswers(tx, endpoint, owner.companyId, [{ id: claim.id, key: call.key, answer }]),
  );
  return answer;
}

/**
 * Claims the keys of calls a group runs in one transaction (journal-entries/posting-groups.ts),
 * in one statement: the claim's id of each call, or null for a key claimed already (by another
 * request, or by a call earlier in the list): such a call goes through onceForCaller on its own.
 */
export async function claimKeysTogether(
  tx: Tx,
  owner: KeyOwner,
  calls: readonly IdempotentRequest[],
): Promise<(number | null)[]> {
  if (calls.length === 0) return [];
  const first = calls.filter((call, i) => calls.findIndex((c) => c.key === call.key) === i);
  const rows = first.map((call) => ({
    key: call.key,
    endpoint: call.endpoint,
    hash: requestHashOf(owner.caller, call),
  }));
  const claimed = await queryRows<{ id: number; key: string }>(
    tx,
    sql`insert into idempotency_keys (company_id, key, endpoint, request_hash, status)
        select ${owner.companyId}::bigint, k.key, k.endpoint, k.hash, 'pending'
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as k(key text, endpoint text, hash text)
        on conflict (company_id, key) do nothing
        returning id::int8 as id, key`,
  );
  const ids = new Map(claimed.map((claim) => [claim.key, claim.id]));
  return calls.map((call) => {
    const id = ids.get(call.key) ?? null;
    ids.delete(call.key);
    return id;
  });
}

/**
 * Records the answers of claims (one, or those claimKeysTogether made), in one statement. The
 * claims are found by the unique (company, key) index whatever the statistics say; their ids only
 * filter (`+ 0`: not an index condition), so a claim freed and made again meanwhile is left alone.
 * Matched by id alone, a group's answers were planned over every key of the company whenever its
 * statistics were stale: 6 ms a group of journal entries, growing with the keys kept (issue 27).
 */
export async function recordAnswers(
  tx: Tx,
  endpoint: EndpointDef,
  companyId: number,
  answers: readonly { id: number; key: string; answer: unknown }[],
): Promise<void> {
  if (answers.length === 0) return;
  const keys = textArray(answers.map((a) => a.key));
  const bodies = textArray(answers.map((a) => serialize(endpoint, a.answer)));
  await tx.execute(
    sql`update idempotency_keys k
        set status = 'done', response_status = 200, updated_at = now(),
            response_body = (${bodies})[array_position(${keys}, k.key::text)]
        where k.company_id = ${companyId}::bigint and k.key = any(${keys})
          and k.id + 0 = any(${idArray(answers.map((a) => a.id))})`,
  );
}

/** Sends an answer given before, byte for byte. */
export function sendStored(reply: FastifyReply, stored: StoredAnswer): FastifyReply {
  return reply
    .code(stored.statusCode)
    .header('Idempotent-Replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(stored.body);
}

type Claim = { id: number } | { stored: StoredAnswer };

/** Hex SHA-256 of the caller and request, as a claim keeps it. */
const requestHashOf = (caller: string, call: IdempotentRequest) =>
  createHash('sha256').update(`${caller}\n${call.request}`).digest('hex');

/** The request's key (64 hex characters): company, idempotency key, caller and input. */
const requestKeyOf = (owner: KeyOwner, call: IdempotentRequest) =>
  createHash('sha256')
    .update(`${owner.companyId}\n${call.key}\n${requestHashOf(owner.caller, call)}`)
    .digest('hex');

/**
 * Claims the key for the caller, or finds the answer kept for it. The request hash covers the
 * caller too: a key another user of the company used is a different request (its answer is not
 * theirs to read).
 */
async function claimKey(
  tx: Tx,
  companyId: number,
  caller: string,
  call: IdempotentRequest,
): Promise<Claim> {
  const requestHash = requestHashOf(caller, call);
  // Twice at most: a pending claim may be freed between the insert and the read.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [claimed] = await queryRows<{ id: number }>(
      tx,
      sql`insert into idempotency_keys (company_id, key, endpoint, request_hash, status)
          values (${companyId}, ${call.key}, ${call.endpoint}, ${requestHash}, 'pending')
          on conflict (company_id, key) do nothing
          returning id::int8 as id`,
    );
    if (claimed) return claimed;
    const [found] = await queryRows<{
      id: number;
      request_hash: string;
      status: string;
      response_status: number | null;
      response_body: string | null;
      abandoned: boolean;
    }>(
      tx,
      sql`select id::int8 as id, request_hash, status, response_status, response_body,
            updated_at < now() - ${abandonedAfter}::interval as abandoned
          from idempotency_keys where company_id = ${companyId} and key = ${call.key}`,
    );
    if (!found) continue;
    if (found.request_hash !== requestHash) {
      throw appError('IdempotencyKeyReused', IdempotencyMessages.differentRequest);
    }
    if (found.status === 'done') {
      return {
        stored: { statusCode: found.response_status ?? 200, body: found.response_body ?? '' },
      };
    }
    if (!found.abandoned)
      throw appError('IdempotencyStillRunning', IdempotencyMessages.stillRunning);
    const [taken] = await queryRows<{ id: number }>(
      tx,
      sql`update idempotency_keys set updated_at = now()
          where id = ${found.id} and status = 'pending'
            and updated_at < now() - ${abandonedAfter}::interval
          returning id::int8 as id`,
    );
    if (taken) return taken;
  }
  throw appError('IdempotencyStillRunning', IdempotencyMessages.stillRunning);
}

/** The answer as the response serializer writes it (the response schema's output as JSON). */
function serialize(endpoint: EndpointDef, answer: unknown): string {
  return JSON.stringify(endpoint.response.parse(answer));
}

/** JSON with object keys sorted, so equal inputs hash equally whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}
