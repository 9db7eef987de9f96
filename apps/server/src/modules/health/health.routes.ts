/** `GET /api/health`: the engine in use and the date of the newest sales. */
import { type HealthResponse, healthResponseSchema } from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../core/access';
import { routeOptions } from '../../core/route-options';
import type { Database } from '../../db/database';
import { findDataLastUpdate } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
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
};
