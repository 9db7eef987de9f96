/**
 * The four calls every master record has — read one, create, change, delete — registered the
 * same way for branches, regions and sub-branches: `GET path/:id`, `POST path/create`,
 * `PUT path/:id`, `DELETE path/:id`.
 */
import { deletedSchema, successEnvelope } from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs, SIGNED_IN } from '../../core/access';
import type { AuthContext } from '../../core/caller';
import { callerOf } from '../../core/caller';
import { PERMISSIONS } from '../../core/permissions';
import { guardedRoutes, routeOptions } from '../../core/route-options';
import { ok } from '../../lib/envelope';

export const idParams = z.object({ id: z.string().trim().min(1).max(40) });

export interface RecordService<Create, Update, Row> {
  get(caller: AuthContext, id: string): Promise<Row>;
  create(caller: AuthContext, input: Create): Promise<Row>;
  update(caller: AuthContext, id: string, input: Update): Promise<Row>;
  delete(caller: AuthContext, id: string): Promise<void>;
}

export interface RecordRoutes<
  Create extends z.ZodType,
  Update extends z.ZodType,
  Row extends z.ZodType,
> {
  /** The path under /api, e.g. `/branch`. */
  path: string;
  tags: string[];
  /** The record in a summary: 'branch'. */
  noun: string;
  record: Row;
  create: Create;
  update: Update;
  /** What deleting refuses, said in its summary. */
  deleteRule: string;
  service: RecordService<z.infer<Create>, z.infer<Update>, z.infer<Row>>;
}

export function registerRecordRoutes<
  Create extends z.ZodType,
  Update extends z.ZodType,
  Row extends z.ZodType,
>(app: FastifyInstance, routes: RecordRoutes<Create, Update, Row>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { path, tags, noun, service } = routes;
  // Typed loosely here: each caller's schemas are checked where it passes them.
  const response = { 200: successEnvelope(routes.record) as z.ZodType };

  // Anyone signed in reads (each answer holds only what the caller may see); changes are for
  // those who manage master data.
  const changeRoute = guardedRoutes(needs(PERMISSIONS.manageMasterData), tags);
  api.get(
    `${path}/:id`,
    routeOptions(SIGNED_IN, tags, { summary: `One ${noun}`, params: idParams, response }),
    async (request) => ok(await service.get(callerOf(request), request.params.id)),
  );
  api.post(
    `${path}/create`,
    changeRoute({ summary: `Create a ${noun} (administrators)`, body: routes.create, response }),
    async (request) => ok(await service.create(callerOf(request), request.body as z.infer<Create>)),
  );
  api.put(
    `${path}/:id`,
    changeRoute({
      summary: `Change a ${noun}; its id stays (administrators)`,
      params: idParams,
      body: routes.update,
      response,
    }),
    async (request) =>
      ok(
        await service.update(callerOf(request), request.params.id, request.body as z.infer<Update>),
      ),
  );
  api.delete(
    `${path}/:id`,
    changeRoute({
      summary: `Delete a ${noun} (administrators); ${routes.deleteRule}`,
      params: idParams,
      response: { 200: deletedSchema },
    }),
    async (request) => {
      await service.delete(callerOf(request), request.params.id);
      return ok({ deleted: request.params.id });
    },
  );
}
