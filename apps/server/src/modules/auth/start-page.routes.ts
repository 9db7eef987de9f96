/** My Account's start page: GET and PUT /api/auth/start_page (the caller's own only). */
import {
  startPageSettingResponseSchema,
  updateStartPageRequestSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { guardedRoutes } from '../../core/route-options';
import type { Database } from '../../db/database';
import { ok } from '../../lib/envelope';
import { chooseStartPage, startPageSetting } from './start-page';

export const startPageRoutes: FastifyPluginAsyncZod<{
  database: Database;
  clock: () => number;
}> = async (app, { database, clock }) => {
  const route = guardedRoutes(SIGNED_IN, ['session']);

  app.get(
    '/auth/start_page',
    route({
      summary:
        'Where the caller lands after signing in (Today or the Dashboard) and what they chose',
      response: { 200: startPageSettingResponseSchema },
    }),
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await startPageSetting(database.kysely, { id: caller.userId, roleCode: caller.roleCode }),
      );
    },
  );

  app.put(
    '/auth/start_page',
    route({
      summary: 'Choose the page to land on after signing in: today or dashboard',
      body: updateStartPageRequestSchema,
      response: { 200: startPageSettingResponseSchema },
    }),
    async (request) =>
      ok(
        await chooseStartPage(database.kysely, callerOf(request), request.body.startPage, clock()),
      ),
  );
};
