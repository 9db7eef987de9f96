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
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { registerRecordRoutes } from './record-routes';
import type { RegionService } from './regions.service';

export const regionRoutes: FastifyPluginAsyncZod<{ regions: RegionService }> = async (
  app,
  { regions },
) => {
  const regionTags = ['master data: regions'];
  const regionRoute = guardedRoutes(SIGNED_IN, regionTags);
  app.get(
    '/region/',
    regionRoute({
      summary: 'Regions with their number of branches',
      querystring: pageQuerySchema,
      response: { 200: regionListResponseSchema },
    }),
    async (request) => ok(await regions.list(callerOf(request), request.query)),
  );
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
  });
};
