/** Employees: the lists of spec 001 §7, one employee, and the grade lookup. Reads are for signed-in users and show only what the caller may see. */
import {
  employeeListQuerySchema,
  employeeListResponseSchema,
  employeeResponseSchema,
  masterRowResponseSchema,
  pageQuerySchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { GRADE_LIST } from './master-lists';
import type { MasterListService } from './master-lists.service';
import { idParams } from './record-routes';

export const employeeRoutes: FastifyPluginAsyncZod<{ lists: MasterListService }> = async (
  app,
  { lists },
) => {
  const employeeRoute = guardedRoutes(SIGNED_IN, ['master data: employees']);
  app.get(
    '/employee/',
    employeeRoute({
      summary:
        'Employees of the companies the caller may see (withoutUser=true: active ones without a user, for the user form)',
      querystring: employeeListQuerySchema,
      response: { 200: employeeListResponseSchema },
    }),
    async (request) =>
      ok(
        await lists.employees(callerOf(request), request.query, {
          // The user form's choices: only active staff can sign in.
          activeOnly: request.query.withoutUser,
          withoutUser: request.query.withoutUser,
        }),
      ),
  );
  app.get(
    '/employee/:id',
    employeeRoute({
      summary: 'One employee',
      params: idParams,
      response: { 200: employeeResponseSchema },
    }),
    async (request) => ok(await lists.employee(callerOf(request), request.params.id)),
  );
  app.get(
    '/employee/division/:id',
    employeeRoute({
      summary: 'Employees of a division',
      params: idParams,
      querystring: pageQuerySchema,
      response: { 200: employeeListResponseSchema },
    }),
    async (request) =>
      ok(
        await lists.employees(callerOf(request), request.query, {
          activeOnly: false,
          division: request.params.id,
        }),
      ),
  );
  app.get(
    '/employeegrade/:id',
    employeeRoute({
      summary: 'One employee grade',
      params: idParams,
      response: { 200: masterRowResponseSchema },
    }),
    async (request) =>
      ok(await lists.entry(callerOf(request), GRADE_LIST, request.params.id, 'Grade')),
  );
};
