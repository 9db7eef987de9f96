/** Period control: which months are open for loading, and closing or opening one. Reads are for signed-in users and show only what the caller may see. */
import {
  periodChangeSchema,
  periodListResponseSchema,
  periodParamsSchema,
  periodResponseSchema,
  periodYearQuerySchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs, SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { PERMISSIONS } from '../../core/permissions';
import { taggedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import type { PeriodControlService } from './period-control.service';

export const periodControlRoutes: FastifyPluginAsyncZod<{ periods: PeriodControlService }> = async (
  app,
  { periods },
) => {
  const periodRoute = taggedRoutes(['master data: period control']);
  app.get(
    '/period-control',
    periodRoute(SIGNED_IN, {
      summary: 'The twelve months of a year, open or closed to data changes',
      querystring: periodYearQuerySchema,
      response: { 200: periodListResponseSchema },
    }),
    async (request) => {
      const rows = await periods.list(request.query.year);
      return ok({ rows, count: rows.length });
    },
  );
  app.put(
    '/period-control/:year/:month',
    periodRoute(needs(PERMISSIONS.manageMasterData), {
      summary: 'Open or close a month for data changes (administrators)',
      params: periodParamsSchema,
      body: periodChangeSchema,
      response: { 200: periodResponseSchema },
    }),
    async (request) =>
      ok(
        await periods.change(
          callerOf(request),
          request.params.year,
          request.params.month,
          request.body,
        ),
      ),
  );
};
