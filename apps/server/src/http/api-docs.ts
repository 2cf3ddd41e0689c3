import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allEndpoints, ErrorResponse } from '@hoa/contract';
import { runAsCaller } from './bind';
import type { AppDeps } from './request-context';

/**
 * The API description (/api/openapi.json) and its docs page (/api/docs), collected from the
 * routes bound after this. Both need a signed-in caller (cookie or bearer) unless `isPublic`.
 */
export async function installApiDocs(
  app: FastifyInstance,
  deps: AppDeps,
  isPublic: boolean,
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Community association back office API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? describeRefusalsAndMoney(document.openapiObject)
        : document.swaggerObject,
  });
  const guard = isPublic
    ? {}
    : {
        onRequest: (request: FastifyRequest) => runAsCaller(deps, request, () => Promise.resolve()),
      };
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiHooks: guard });
  app.get('/api/openapi.json', { schema: { hide: true }, ...guard }, () => app.swagger());
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Says what every money field holds; the contract's amounts are integer cents. */
export const CentsDescription = 'Amount in integer cents (12345 is $123.45).';
const moneyName = /(Amount|Balance|Total|Cents)(Due|Paid)?$|^(Amount|Balance|Total)/;
const notMoney = /Count|Transactions|Items|Pages|Records|Days|Percent|Rate|Number|Id$/;

/** A property that holds money: its name says so and its value is a number. */
function isMoneyProperty(name: string, schema: Json): boolean {
  if (!moneyName.test(name) || notMoney.test(name)) return false;
  const variants: unknown[] = Array.isArray(schema.anyOf) ? schema.anyOf : [];
  const types = [schema, ...variants].filter(isObject).map((s) => s.type);
  return types.includes('number') || types.includes('integer');
}

function describeMoney(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(describeMoney);
  if (!isObject(node)) return;
  if (isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      if (isObject(property) && isMoneyProperty(name, property)) {
        property.description = CentsDescription;
        if (property.type === 'number') property.type = 'integer';
      }
    }
  }
  Object.values(node).forEach(describeMoney);
}

/** Every refusal's answer: `{ errorMessage, errorCode, requestId }`. */
const refusal = {
  description: 'Refused: the message to show and the code to react to.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
};

/** The refusals an operation can answer with, each the one refusal answer. */
const refusalsOf = (isPublic: boolean) =>
  Object.fromEntries(
    (isPublic
      ? ['400', '404', '429', '500', '503']
      : ['400', '401', '403', '404', '409', '413', '415', '422', '500', '503']
    ).map((status) => [status, { $ref: '#/components/responses/Refusal' }]),
  );

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** The content types of the calls that answer a file, by `method path` as the document has it. */
const downloads = new Map<string, readonly string[]>(
  allEndpoints.flatMap((e) =>
    e.download
      ? [[`${e.method.toLowerCase()} ${e.path.replace(/:(\w+)/g, '{$1}')}`, e.download] as const]
      : [],
  ),
);

/** A file's 200 answer: the types its `download` lists, each a binary string; JSON if listed. */
function downloadAnswer(operation: string, responses: Json): Json {
  const types = downloads.get(operation);
  const ok = responses['200'];
  if (!types || !isObject(ok) || !isObject(ok.content)) return {};
  const json = ok.content['application/json'];
  const file = { schema: { type: 'string', format: 'binary' } };
  const content = types.map((type): [string, unknown] => [
    type,
    type === 'application/json' ? json : file,
  ]);
  return { '200': { ...ok, content: Object.fromEntries(content) } };
}

/** Adds the error responses to every operation and says that money is in integer cents. */
function describeRefusalsAndMoney<T extends { paths?: unknown; components?: unknown }>(doc: T): T {
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  schemas.ErrorResponse = z.toJSONSchema(ErrorResponse, { target: 'openapi-3.0' });
  components.schemas = schemas;
  components.responses = {
    ...(isObject(components.responses) ? components.responses : {}),
    Refusal: refusal,
  };
  doc.components = components;
  for (const [path, operations] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(operations)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const fileAnswer = (responses: Json) => downloadAnswer(`${method} ${path}`, responses);
      if (!methods.includes(method) || !isObject(operation)) continue;
      const responses = isObject(operation.responses) ? operation.responses : {};
      const isPublic = !Array.isArray(operation.security);
      operation.responses = { ...refusalsOf(isPublic), ...responses, ...fileAnswer(responses) };
    }
  }
  describeMoney(doc.paths);
  return doc;
}
