/** Regions: the list, the view with branch counts, and changes. Reads are for signed-in users and show only what the caller may see. */
import {
  pageQuerySchema,
  regionCreateSchema,
  regionListResponseSchema,
  regionSchema,
  regionUpdateSchema,
  regionViewResponseSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { registerRecordRoutes } from '../../core/record-routes';
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import type { RegionService } from './regions.service';

export const regionRoutes: FastifyPluginAsyncZod<{ regions: RegionService }> = async (
  app,
  { regions },
) => {
  const regionTags = ['master data: regions'];
  const regionRoute = guardedRoutes(SIGNED_IN, regionTags);
  app.get(
    '/region/view/',
    regionRoute({
      summary: 'One row per region and branch (parent = region id)',
      querystring: pageQuerySchema,
      response: { 200: regionViewResponseSchema },
    }),
    async (request) => ok(await regions.view(callerOf(request), request.query)),
  );
  registerRecordRoutes(app, {
    path: '/region',
    tags: regionTags,
    noun: 'region',
    record: regionSchema,
    create: regionCreateSchema,
    update: regionUpdateSchema,
    deleteRule: 'a region that still has branches is kept (409)',
    service: regions,
    list: {
      summary: 'Regions with their number of branches',
      response: regionListResponseSchema,
      find: (caller, query) => regions.list(caller, query),
    },
  });
};
