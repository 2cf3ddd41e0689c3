import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call: method, path and the zod shapes of what goes in and comes out. */
export interface EndpointDef {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  /** 'public' needs no bearer token; everything else does. */
  auth?: 'public' | 'user';
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
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

export const ErrorResponse = z.object({ errorMessage: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
