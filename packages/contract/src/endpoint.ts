import {
  hasAccess,
  holdsPortalRight,
  type PortalRightName,
  type AccessLevel,
  type GrantLike,
  type PermissionClaim,
} from '@hoa/domain';
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call: method, path and the zod shapes of what goes in and comes out. */
export interface EndpointDef {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  /**
   * 'public' needs no sign-in; 'owner' takes an owner's portal session (never a staff one);
   * everything else a staff user's session (an owner's answers 403).
   */
  auth?: 'public' | 'user' | 'owner';
  /**
   * Who may call it: a claim at a level, or the system administrator. The server refuses anyone
   * else with 403 before it reads the input, and the web shows the call's action only to those
   * who may (`mayCall`). Absent: any signed-in user of the company; the use case checks what it
   * must itself (a community on the caller's list, a claim that depends on the input).
   */
  access?: EndpointAccess;
  /**
   * An owner call (`auth: 'owner'`) names the portal right it needs (PortalRight of @hoa/domain):
   * the server refuses a session without it with 403 before it reads the input (a household
   * member or renter holds fewer rights than the owner), and the portal shows the call's action
   * only to a session that holds it (`mayCallPortal`). Every owner call declares one.
   */
  portalRight?: PortalRightName;
  /**
   * The call creates or posts money: it accepts an `Idempotency-Key` header (the body's
   * IdempotencyKey, where it has one, is the same key) and answers a repeat with the first answer.
   */
  idempotent?: true;
  /**
   * The call answers a file: the content types of its 200 answer (FileTypes of @hoa/domain). The
   * server's download sender takes only these types for the endpoint, and the API description
   * lists them instead of JSON; 'application/json' among them keeps the JSON answer too (a report
   * answers its rows without `format`).
   */
  download?: readonly string[];
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type EndpointAccess = { claim: PermissionClaim; level: AccessLevel } | 'systemAdmin';

/** The signed-in user as far as access goes: their grants and whether they administer the system. */
export interface Caller {
  grants: readonly GrantLike[];
  isSystemAdmin: boolean;
}

/** Whether the caller may call the endpoint (its declared `access`); the one rule of server and web. */
export function mayCall(endpoint: Pick<EndpointDef, 'access'>, caller: Caller): boolean {
  const { access } = endpoint;
  if (access === undefined) return true;
  if (access === 'systemAdmin') return caller.isSystemAdmin;
  return hasAccess(caller.grants, access.claim, access.level);
}

/** Whether a portal session holding `rights` may call the endpoint; the one rule of server and web. */
export function mayCallPortal(
  endpoint: Pick<EndpointDef, 'portalRight'>,
  rights: readonly string[],
): boolean {
  return holdsPortalRight(rights, endpoint.portalRight);
}

/**
 * An endpoint whose use case checks a claim that depends on its input (create or update by the id
 * it is given, the claim of an agent type), as one call will make it: the calls MayCall and
 * useMayCall check, the endpoint with its declared access (if any) and with the access this input
 * needs. The rule is the use case's, computed where the web knows the input; the server is
 * unchanged and still checks it in the use case.
 * `calledWith(contract.banks.SaveBank, { claim: 'bank', level: 'create' })`.
 */
export function calledWith(def: EndpointDef, access: EndpointAccess): readonly EndpointDef[] {
  const needed = { ...def, access };
  return def.access === undefined ? [needed] : [def, needed];
}

export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type Part<E, K extends 'query' | 'params' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;
type ParsedPart<E, K extends 'query' | 'params' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a caller sends. */
export interface RequestOf<E extends EndpointDef> {
  query: Part<E, 'query'>;
  params: Part<E, 'params'>;
  body: Part<E, 'body'>;
}
/** What the server's handler receives after validation. */
export interface InputOf<E extends EndpointDef> {
  query: ParsedPart<E, 'query'>;
  params: ParsedPart<E, 'params'>;
  body: ParsedPart<E, 'body'>;
}
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

/** The header a money-moving call (idempotent: true) takes its idempotency key from. */
export const IdempotencyKeyHeader = 'Idempotency-Key';
/** An idempotency key: 8 to 100 characters (a UUID per user action from the web). */
export const IdempotencyKeySchema = z.string().trim().min(8).max(100);
