/**
 * `GET /api/health`: the engine in use and the date of the newest sales (liveness, monitors).
 * `GET /api/health/ready`: the load balancer's check, failing while the server drains.
 */
import {
  HEALTH_MESSAGES,
  type HealthResponse,
  healthResponseSchema,
  type ReadinessResponse,
  readinessResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../core/access';
import { unavailable } from '../../core/errors';
import { routeOptions } from '../../core/route-options';
import type { Database } from '../../db/database';
import { findDataLastUpdate } from './health.repository';
import type { Readiness } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  readiness: Readiness;
}> = async (app, { database, readiness }) => {
  app.get(
    '/health',
    routeOptions(PUBLIC, ['system'], {
      summary: 'Storage engine and the date of the newest sales data',
      response: { 200: healthResponseSchema },
    }),
    async (): Promise<HealthResponse> => ({
      status: 200,
      data: { engine: database.engine, dataLastUpdate: await findDataLastUpdate(database.kysely) },
    }),
  );
  // No database call: a busy or briefly unreachable database must not take every server
  // out of the balancer at once; only this server's own state decides.
  const ready = routeOptions(PUBLIC, ['system'], {
    summary: "For a load balancer's check: 200 while serving, 503 once shutting down",
    response: { 200: readinessResponseSchema },
  });
  app.get(
    '/health/ready',
    // Never refused by the API rate limit: a 429 would take a healthy server out of the balancer.
    { ...ready, config: { ...ready.config, rateLimit: false } },
    async (): Promise<ReadinessResponse> => {
      if (readiness.draining) throw unavailable(HEALTH_MESSAGES.draining);
      return { status: 200, data: { ready: true } };
    },
  );
};
