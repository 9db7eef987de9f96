/**
 * Builds the Fastify app from plugins in a fixed order: external (security, OpenAPI), then the
 * app's own (errors), then the API routes, then the web app with its fallback. The app owns
 * the database it is given and closes it on shutdown.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { healthRoutes } from './modules/health/health.routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';

export interface AppOptions {
  config: Pick<Config, 'logLevel' | 'webDistDir'>;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Requests come straight from browsers unless a deployment says otherwise; a client-sent
    // X-Forwarded-For is never trusted by default.
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => database.close());

  await app.register(securityHeadersPlugin);
  await app.register(openApiPlugin);
  await app.register(errorHandlerPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
