/**
 * Saved views' calls under /api/portal/views: list, create, change (rename, new filter, make
 * default or not) and delete the caller's own views. Any signed-in user keeps views of their
 * own; what a view may name is checked against what the caller may see.
 */
import {
  createSavedViewRequestSchema,
  savedViewParamsSchema,
  savedViewResponseSchema,
  savedViewsResponseSchema,
  successEnvelope,
  updateSavedViewRequestSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { ReferenceDataCache } from '../../core/reference-data';
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { presentSavedView } from './saved-views.presenter';
import type { SavedViewsService } from './saved-views.service';

export interface SavedViewsRoutesOptions {
  savedViews: SavedViewsService;
  referenceData: ReferenceDataCache;
}

export const savedViewsRoutes: FastifyPluginAsyncZod<SavedViewsRoutesOptions> = async (
  app,
  { savedViews, referenceData },
) => {
  const route = guardedRoutes(SIGNED_IN, ['saved views']);

  app.get(
    '/portal/views',
    route({
      summary:
        "The caller's saved views by name, each with the companies it names they may no longer see",
      response: { 200: savedViewsResponseSchema },
    }),
    async (request) =>
      ok(
        (await savedViews.list(callerOf(request), await referenceData.get())).map(presentSavedView),
      ),
  );

  app.post(
    '/portal/views',
    route({
      summary: 'Save a sales filter under a name; isDefault makes it the Today page’s default',
      body: createSavedViewRequestSchema,
      response: { 200: savedViewResponseSchema },
    }),
    async (request) =>
      ok(
        presentSavedView(
          await savedViews.create(callerOf(request), await referenceData.get(), request.body),
        ),
      ),
  );

  app.put(
    '/portal/views/:id',
    route({
      summary: 'Rename one of the caller’s views, change its filter, or make it the default or not',
      params: savedViewParamsSchema,
      body: updateSavedViewRequestSchema,
      response: { 200: savedViewResponseSchema },
    }),
    async (request) =>
      ok(
        presentSavedView(
          await savedViews.update(
            callerOf(request),
            await referenceData.get(),
            request.params.id,
            request.body,
          ),
        ),
      ),
  );

  app.delete(
    '/portal/views/:id',
    route({
      summary: 'Delete one of the caller’s views',
      params: savedViewParamsSchema,
      response: { 200: successEnvelope(z.null()) },
    }),
    async (request) => {
      await savedViews.remove(callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
