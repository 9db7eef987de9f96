/** OpenAPI built from the contracts' zod schemas; the document and its viewer at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Outlet Pulse API',
        description: 'Sales performance of the group’s outlets. Every answer is {status, data}.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
    // Schemas named with .meta({ id }) in contracts (such as the recursive MenuItem) are referred
    // to by $ref from the routes; this puts them under components.schemas, where the refs point.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
