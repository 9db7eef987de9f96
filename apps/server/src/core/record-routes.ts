/**
 * The calls every kept record has — a page of them, read one, create, change, delete —
 * registered the same way for branches, regions, sub-branches, the code lists, employees and
 * roles: `GET path/`, `GET path/:id`, `POST path/create`, `PUT path/:id`, `DELETE path/:id`.
 */
import {
  deletedSchema,
  type PageQuery,
  pageQuerySchema,
  successEnvelope,
} from '@outlet-pulse/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import { needs, type RouteAccess, SIGNED_IN } from './access';
import { type AuthContext, callerOf } from './caller';
import { PERMISSIONS } from './permissions';
import { guardedRoutes } from './route-options';

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
  /** The noun after its article, when that is not 'a': 'an employee record'. */
  aNoun?: string;
  record: Row;
  create: Create;
  update: Update;
  /** What deleting refuses, said in its summary. */
  deleteRule: string;
  service: RecordService<z.infer<Create>, z.infer<Update>, z.infer<Row>>;
  /** `GET path/`: a page of the records (page, limit, keyword), where the path lists them. */
  list?: {
    summary: string;
    response: z.ZodType;
    find(caller: AuthContext, query: PageQuery): Promise<unknown>;
  };
  /**
   * Who reads and who changes: by default anyone signed in reads (each answer holds only what
   * the caller may see) and those who manage master data change.
   */
  access?: { read: RouteAccess; change: RouteAccess };
  /** Where one record is read, when `path/:id` answers something else: '/employee/record'. */
  readPath?: string;
}

export function registerRecordRoutes<
  Create extends z.ZodType,
  Update extends z.ZodType,
  Row extends z.ZodType,
>(app: FastifyInstance, routes: RecordRoutes<Create, Update, Row>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { path, tags, noun, aNoun = `a ${noun}`, service, list } = routes;
  const access = routes.access ?? { read: SIGNED_IN, change: needs(PERMISSIONS.manageMasterData) };
  // Typed loosely here: each caller's schemas are checked where it passes them.
  const response = { 200: successEnvelope(routes.record) as z.ZodType };

  const readRoute = guardedRoutes(access.read, tags);
  const changeRoute = guardedRoutes(access.change, tags);
  if (list) {
    api.get(
      `${path}/`,
      readRoute({
        summary: list.summary,
        querystring: pageQuerySchema,
        response: { 200: list.response },
      }),
      async (request) => ok(await list.find(callerOf(request), request.query)),
    );
  }
  api.get(
    `${routes.readPath ?? path}/:id`,
    readRoute({ summary: `One ${noun}`, params: idParams, response }),
    async (request) => ok(await service.get(callerOf(request), request.params.id)),
  );
  api.post(
    `${path}/create`,
    changeRoute({ summary: `Create ${aNoun} (administrators)`, body: routes.create, response }),
    async (request) => ok(await service.create(callerOf(request), request.body as z.infer<Create>)),
  );
  api.put(
    `${path}/:id`,
    changeRoute({
      summary: `Change ${aNoun}; its id stays (administrators)`,
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
      summary: `Delete ${aNoun} (administrators); ${routes.deleteRule}`,
      params: idParams,
      response: { 200: deletedSchema },
    }),
    async (request) => {
      await service.delete(callerOf(request), request.params.id);
      return ok({ deleted: request.params.id });
    },
  );
}
