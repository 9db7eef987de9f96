/**
 * Employees: the lists of spec 001 §7, one employee, and the grade lookup, for signed-in users
 * and showing only what the caller may see; and the Employee screen's whole records and their
 * changes, for those who manage master data (an employee is master data the imports load too;
 * giving one a sign-in is the User screen's, under manage-users).
 */
import {
  employeeActiveSchema,
  employeeCreateSchema,
  employeeListQuerySchema,
  employeeListResponseSchema,
  employeeRecordResponseSchema,
  employeeRecordSchema,
  employeeResponseSchema,
  employeeUpdateSchema,
  masterRowResponseSchema,
  pageQuerySchema,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs, SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { PERMISSIONS } from '../../core/permissions';
import { idParams, registerRecordRoutes } from '../../core/record-routes';
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import type { EmployeeService } from './employees.service';
import { GRADE_LIST } from './master-lists';
import type { MasterListService } from './master-lists.service';

export const employeeRoutes: FastifyPluginAsyncZod<{
  lists: MasterListService;
  employees: EmployeeService;
}> = async (app, { lists, employees }) => {
  const tags = ['master data: employees'];
  const employeeRoute = guardedRoutes(SIGNED_IN, tags);
  const manageRoute = guardedRoutes(needs(PERMISSIONS.manageMasterData), tags);
  app.get(
    '/employee/',
    employeeRoute({
      summary:
        'Employees of the companies the caller may see, by id, name or e-mail (company=: one company; active=active|inactive; withoutUser=true: active ones without a user, for the user form)',
      querystring: employeeListQuerySchema,
      response: { 200: employeeListResponseSchema },
    }),
    async (request) => {
      const { withoutUser, company, active } = request.query;
      return ok(
        await lists.employees(callerOf(request), request.query, {
          // The user form's choices: only active staff can sign in.
          activeOnly: withoutUser || active === 'active',
          inactiveOnly: !withoutUser && active === 'inactive',
          withoutUser,
          company,
        }),
      );
    },
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

  registerRecordRoutes(app, {
    path: '/employee',
    readPath: '/employee/record',
    access: {
      read: needs(PERMISSIONS.manageMasterData),
      change: needs(PERMISSIONS.manageMasterData),
    },
    tags,
    noun: 'employee record',
    aNoun: 'an employee record',
    record: employeeRecordSchema,
    create: employeeCreateSchema,
    update: employeeUpdateSchema,
    deleteRule:
      'one a user signs in as, another names as superior, or with a sign-in history is kept (409): deactivate it instead',
    service: employees,
  });
  app.put(
    '/employee/:id/active',
    manageRoute({
      summary: "Deactivate (the employee's user can no longer sign in) or activate an employee",
      params: idParams,
      body: employeeActiveSchema,
      response: { 200: employeeRecordResponseSchema },
    }),
    async (request) =>
      ok(await employees.setActive(callerOf(request), request.params.id, request.body.isActive)),
  );
};
