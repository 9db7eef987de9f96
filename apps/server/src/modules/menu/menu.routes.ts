/** `POST /api/menu`: the caller's menu tree. The role comes from the token, never the body. */
import { menuRequestSchema, menuResponseSchema } from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { routeOptions } from '../../core/route-options';
import type { Database } from '../../db/database';
import { ok } from '../../lib/envelope';
import { findAllMenus, findGrantedMenuIds } from './menu.repository';
import { menuTreeForGrants } from './menu-tree-for-role';

export const menuRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.post(
    '/menu',
    routeOptions(SIGNED_IN, ['session'], {
      summary: 'The menu tree of the caller’s role',
      body: menuRequestSchema.optional(),
      response: { 200: menuResponseSchema },
    }),
    async (request) => {
      const caller = callerOf(request);
      const [rows, granted] = await Promise.all([
        findAllMenus(database.kysely),
        findGrantedMenuIds(database.kysely, caller.roleCode),
      ]);
      return ok(menuTreeForGrants(rows, new Set(granted)));
    },
  );
};
