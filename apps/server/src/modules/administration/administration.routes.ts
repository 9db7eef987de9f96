/**
 * System administration calls: users (`user/…`), roles (`userrole/…`) and the audit log
 * (`audit/`). All need an administration permission (route-access.ts); bodies are strict, so a
 * field the caller may not set is refused, never applied.
 */
import {
  auditListResponseSchema,
  auditQuerySchema,
  deletedSchema,
  roleCatalogResponseSchema,
  roleCreateSchema,
  roleListResponseSchema,
  roleSchema,
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
import { registerRecordRoutes } from '../../core/record-routes';
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

  const roleTags = ['administration: roles'];
  app.get(
    '/userrole/catalog',
    routeOptions(needs(PERMISSIONS.manageUsers), roleTags, {
      summary: 'Every permission and menu a role can be given',
      response: { 200: roleCatalogResponseSchema },
    }),
    async () => ok(await roles.catalog()),
  );
  registerRecordRoutes(app, {
    path: '/userrole',
    tags: roleTags,
    noun: 'role',
    record: roleSchema,
    create: roleCreateSchema,
    update: roleUpdateSchema,
    deleteRule: 'one a user holds is kept (409)',
    access: { read: needs(PERMISSIONS.manageUsers), change: needs(PERMISSIONS.manageUsers) },
    // Every administrator sees every role: reading one needs nothing of the caller.
    service: {
      get: (_caller, code) => roles.get(code),
      create: (caller, input) => roles.create(caller, input),
      update: (caller, code, input) => roles.update(caller, code, input),
      delete: (caller, code) => roles.delete(caller, code),
    },
    list: {
      summary: 'Roles with how many users hold each',
      response: roleListResponseSchema,
      find: (_caller, query) => roles.list(query),
    },
  });

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
