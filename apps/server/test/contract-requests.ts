import fc from 'fast-check';
import { z } from 'zod';
import type { EndpointDef } from '@hoa/contract';

/** The slice of JSON Schema that z.toJSONSchema writes for the contract's inputs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export type RequestPart = 'query' | 'params' | 'body';

/** An endpoint's input parts as JSON Schema (what a caller sends, before zod's transforms). */
export function inputSchemas(endpoint: EndpointDef): Partial<Record<RequestPart, JsonSchema>> {
  const parts: Partial<Record<RequestPart, JsonSchema>> = {};
  for (const part of ['query', 'params', 'body'] as const) {
    const schema = endpoint[part];
    if (schema) {
      parts[part] = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    }
  }
  return parts;
}

/** A request as app.inject takes it. */
export interface ContractRequest {
  method: EndpointDef['method'];
  url: string;
  query: Record<string, string>;
  payload?: unknown;
}

/** Builds the inject request of an endpoint from values for its parts. */
export function toRequest(
  endpoint: EndpointDef,
  values: Partial<Record<RequestPart, unknown>>,
): ContractRequest {
  let url: string = endpoint.path;
  for (const [key, value] of Object.entries(asRecord(values.params))) {
    url = url.replace(`:${key}`, encodeURIComponent(textOf(value)));
  }
  // A path parameter left out still has to make a path that reaches the route.
  url = url.replace(/:(\w+)/g, '1');
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(asRecord(values.query))) {
    if (value !== undefined) query[key] = textOf(value);
  }
  const hasBody = endpoint.method !== 'GET' && values.body !== undefined;
  return { method: endpoint.method, url, query, ...(hasBody ? { payload: values.body } : {}) };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(',');
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Every string in a schema, as the path of property names (and [] for array items) to it. */
export function stringPaths(schema: JsonSchema, path: string[] = []): string[][] {
  const found: string[][] = [];
  const types = typesOf(schema);
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined) {
    found.push(path);
  }
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    found.push(...stringPaths(inner, [...path, key]));
  }
  if (schema.items) found.push(...stringPaths(schema.items, [...path, '[]']));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    found.push(...stringPaths(branch, path));
  }
  for (const branch of schema.allOf ?? []) found.push(...stringPaths(branch, path));
  return found;
}

/** The value at a path, created along the way (arrays get one element). */
export function setAtPath(root: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (head === '[]') {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    list[0] = setAtPath(list[0], rest, value);
    return list;
  }
  const record = { ...asRecord(root) };
  record[head] = setAtPath(record[head], rest, value);
  return record;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Where the fuzz takes ids from: the caller's own rows, another company's, and none at all. */
export interface IdPool {
  own: number[];
  other: number[];
}

const safe = Number.MAX_SAFE_INTEGER;
const controlText = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\b', '\f');

/** Values no field expects: the audit's findings and their neighbours. */
function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const numeric = typesOf(schema).some((t) => t === 'number' || t === 'integer');
  return fc.oneof(
    fc.string({ maxLength: 20 }).chain((text) => controlText.map((c) => `${text}${c}${text}`)),
    fc.constantFrom(safe, -safe, 2 ** 53, 1e21, -1, 0, 0.5, -0.5, 999_999_999_999, 1e12),
    fc.constantFrom('9999-12-31', '0001-01-01', '1899-12-31', '2101-01-01', '2026-02-30'),
    fc.constantFrom('x'.repeat(10_000), '', ' ', '\u{1F600}'.repeat(300), "'; drop table x; --"),
    fc.constantFrom(null, true, [], {}, [1, 'a'], { a: 1 }),
    numeric ? fc.constantFrom('12', 'NaN', 'Infinity', '1e400') : fc.integer(),
  );
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.constantFrom('a@example.com', 'someone@example.org');
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 4000));
    } catch {
      // A pattern fast-check cannot read falls back to plain text.
    }
  }
  // Chosen before sampling: a filter no constant passes (a 12-character minimum) never ends.
  const likely = ['1', '2', '1,2', 'true', 'false', '2026-01-31', 'A', 'Test'].filter(
    (s) => s.length >= minLength && s.length <= (schema.maxLength ?? 4000),
  );
  const text = fc.string({ minLength, maxLength });
  return likely.length > 0 ? fc.oneof(text, fc.constantFrom(...likely)) : text;
}

function numberValue(schema: JsonSchema, name: string, ids: IdPool): fc.Arbitrary<number> {
  const integer = typesOf(schema).includes('integer');
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (integer ? 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (integer ? 1 : 0);
  const inRange = (n: number) => n >= min && n <= max;
  const plain = integer
    ? fc.integer({ min: Math.max(min, -safe), max: Math.min(max, safe) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  if (!/id$|ids$|^id|number$/i.test(name)) return fc.oneof(plain, fc.constantFrom(min, max));
  const own = ids.own.filter(inRange);
  const other = ids.other.filter(inRange);
  return fc.oneof(
    { weight: 6, arbitrary: own.length > 0 ? fc.constantFrom(...own) : plain },
    { weight: 2, arbitrary: other.length > 0 ? fc.constantFrom(...other) : plain },
    { weight: 1, arbitrary: plain },
  );
}

function objectValue(
  schema: JsonSchema,
  ids: IdPool,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, inner]) => {
    const value = valueOf(inner, key, ids, depth + 1);
    // Optional fields come and go; a required one is sometimes missing (a hostile request).
    const present = required.has(key)
      ? fc.oneof({ weight: 30, arbitrary: fc.constant(true) }, fc.constant(false))
      : fc.boolean();
    return present.chain((keep) =>
      keep ? value.map((v) => [key, v] as const) : fc.constant(null),
    );
  });
  const unknownField = fc.oneof(
    { weight: 30, arbitrary: fc.constant(null) },
    fc.constant(['NotInTheContract', 1] as const),
  );
  return fc.tuple(unknownField, ...entries).map((pairs) => {
    const result: Record<string, unknown> = {};
    for (const pair of pairs) if (pair) result[pair[0]] = pair[1];
    return result;
  });
}

/** A valid-shaped value of a schema whose leaves are now and then hostile. */
export function valueOf(
  schema: JsonSchema,
  name: string,
  ids: IdPool,
  depth = 0,
): fc.Arbitrary<unknown> {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) return fc.oneof(...branches.map((b) => valueOf(b, name, ids, depth)));
  if (schema.allOf?.[0]) return valueOf(schema.allOf[0], name, ids, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => valueOf({ ...schema, type }, name, ids, depth)));
  }
  const valid = validValue(schema, types[0], name, ids, depth);
  const isLeaf = types[0] !== 'object' && types[0] !== 'array';
  return fc.oneof({ weight: isLeaf ? 12 : 40, arbitrary: valid }, hostileValue(schema));
}

function validValue(
  schema: JsonSchema,
  type: string | undefined,
  name: string,
  ids: IdPool,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
    case 'number':
      return numberValue(schema, name, ids);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const item = schema.items ?? {};
      return fc.array(valueOf(item, name, ids, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 3)),
      });
    }
    case 'object':
      if (depth > 6) return fc.constant({});
      return objectValue(schema, ids, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}
