import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
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
  });
  const guard = isPublic
    ? {}
    : {
        onRequest: (request: FastifyRequest) => runAsCaller(deps, request, () => Promise.resolve()),
      };
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiHooks: guard });
  app.get('/api/openapi.json', { schema: { hide: true }, ...guard }, () => app.swagger());
}
