/**
 * System administration calls: users (`user/…`), roles (`userrole/…`) and the audit log
 * (`audit/`). All need an administration permission (route-access.ts); bodies are strict, so a
 * field the caller may not set is refused, never applied.
 */
import {
  auditListResponseSchema,
  auditQuerySchema,
  deletedSchema,
  pageQuerySchema,
  roleCatalogResponseSchema,
  roleCodeParamsSchema,
  roleCreateSchema,
  roleListResponseSchema,
  roleResponseSchema,
  roleUpdateSchema,
  secondFactorResetResponseSchema,
  temporaryPasswordResponseSchema,
  userCreateSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
  userUpdateSchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs } from '../../core/access';
import { callerOf } from '../../core/caller';
import { PERMISSIONS } from '../../core/permissions';
import { guardedRoutes, routeOptions } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { findAuditEntries } from './audit-log.repository';
import { RoleService } from './roles.service';
import { type AdministrationOptions, UserService } from './users.service';

export const administrationRoutes: FastifyPluginAsyncZod<AdministrationOptions> = async (
  app,
  options,
) => {
  const users = new UserService(options);
  const roles = new RoleService(options);

  const userRoute = guardedRoutes(needs(PERMISSIONS.manageUsers), ['administration: users']);
  app.get(
    '/user/',
    userRoute({
      summary: 'Users, by username, name or employee ID, and role',
      querystring: userListQuerySchema,
      response: { 200: userListResponseSchema },
    }),
    async (request) => ok(await users.list(request.query)),
  );
  app.get(
    '/user/:id',
    userRoute({
      summary: 'One user',
      params: userIdParamsSchema,
      response: { 200: userResponseSchema },
    }),
    async (request) => ok(await users.get(request.params.id)),
  );
  app.post(
    '/user/create',
    userRoute({
      summary: 'Create a user for an employee; answers a temporary password, shown once',
      body: userCreateSchema,
      response: { 200: temporaryPasswordResponseSchema },
    }),
    async (request) => ok(await users.create(callerOf(request), request.body)),
  );
  app.put(
    '/user/:id',
    userRoute({
      summary: "Change a user's role, entitlements and status",
      params: userIdParamsSchema,
      body: userUpdateSchema,
      response: { 200: userResponseSchema },
    }),
    async (request) => ok(await users.update(callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/user/:id',
    userRoute({
      summary: 'Delete a user without history (409: deactivate instead)',
      params: userIdParamsSchema,
      response: { 200: deletedSchema },
    }),
    async (request) => ok({ deleted: await users.delete(callerOf(request), request.params.id) }),
  );
  app.post(
    '/user/resetpassword/:id',
    userRoute({
      summary: 'Reset a password to a temporary one that must be changed at the next sign-in',
      params: userIdParamsSchema,
      response: { 200: temporaryPasswordResponseSchema },
    }),
    async (request) => ok(await users.resetPassword(callerOf(request), request.params.id)),
  );
  app.post(
    '/user/resetsecondfactor/:id',
    userRoute({
      summary: "Remove a user's second factor and end their sessions; they set up a new one",
      params: userIdParamsSchema,
      response: { 200: secondFactorResetResponseSchema },
    }),
    async (request) => {
      await users.resetSecondFactor(callerOf(request), request.params.id);
      return ok({ reset: true as const });
    },
  );

  const roleRoute = guardedRoutes(needs(PERMISSIONS.manageUsers), ['administration: roles']);
  app.get(
    '/userrole/',
    roleRoute({
      summary: 'Roles with how many users hold each',
      querystring: pageQuerySchema,
      response: { 200: roleListResponseSchema },
    }),
    async (request) => ok(await roles.list(request.query)),
  );
  app.get(
    '/userrole/catalog',
    roleRoute({
      summary: 'Every permission and menu a role can be given',
      response: { 200: roleCatalogResponseSchema },
    }),
    async () => ok(await roles.catalog()),
  );
  app.get(
    '/userrole/:code',
    roleRoute({
      summary: 'One role with its permissions and menus',
      params: roleCodeParamsSchema,
      response: { 200: roleResponseSchema },
    }),
    async (request) => ok(await roles.get(request.params.code)),
  );
  app.post(
    '/userrole/create',
    roleRoute({
      summary: 'Create a role',
      body: roleCreateSchema,
      response: { 200: roleResponseSchema },
    }),
    async (request) => ok(await roles.create(callerOf(request), request.body)),
  );
  app.put(
    '/userrole/:code',
    roleRoute({
      summary: "Change a role's name, permissions and menus",
      params: roleCodeParamsSchema,
      body: roleUpdateSchema,
      response: { 200: roleResponseSchema },
    }),
    async (request) => ok(await roles.update(callerOf(request), request.params.code, request.body)),
  );
  app.delete(
    '/userrole/:code',
    roleRoute({
      summary: 'Delete a role no user holds',
      params: roleCodeParamsSchema,
      response: { 200: deletedSchema },
    }),
    async (request) => {
      await roles.delete(callerOf(request), request.params.code);
      return ok({ deleted: request.params.code });
    },
  );

  app.get(
    '/audit/',
    routeOptions(needs(PERMISSIONS.readAuditLog), ['administration: audit log'], {
      summary: 'Audit entries newest first, by entity, user (username) and entity id (keyword)',
      querystring: auditQuerySchema,
      response: { 200: auditListResponseSchema },
    }),
    async (request) => ok(await findAuditEntries(options.database.kysely, request.query)),
  );
};
