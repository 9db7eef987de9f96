/** Branches: lists (by company, parent, brand, site, type, group), one branch, and changes (spec 001 §7). Reads are for signed-in users and show only what the caller may see. */
import {
  branchCreateSchema,
  branchListQuerySchema,
  branchListResponseSchema,
  branchSchema,
  branchUpdateSchema,
  masterListResponseSchema,
  type PageQuery,
  pageOffset,
  pageQuerySchema,
  successEnvelope,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../core/access';
import { type AuthContext, callerOf } from '../../core/caller';
import { idParams, registerRecordRoutes } from '../../core/record-routes';
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import type { BranchService } from './branches.service';
import { ENTRY_LISTS } from './master-lists';
import type { MasterListService } from './master-lists.service';

const companyBody = z.strictObject({
  company: z
    .string({ message: 'Company is required' })
    .trim()
    .min(1, 'Company is required')
    .max(20),
});
const typeListResponse = successEnvelope(
  z.object({
    rows: z.array(z.object({ code: z.string(), name: z.string() })),
    count: z.number(),
  }),
);

/** A short lookup list read whole, paged and searched (code or name) like the master lists. */
function pageOfCodes(rows: { code: string; name: string }[], query: PageQuery) {
  const keyword = query.keyword.toLowerCase();
  const found = keyword
    ? rows.filter((row) =>
        [row.code, row.name].some((value) => value.toLowerCase().includes(keyword)),
      )
    : rows;
  const offset = pageOffset(query.page, query.limit);
  return { rows: found.slice(offset, offset + query.limit), count: found.length };
}

/**
 * The rows of one company out of a master list read whole (500 rows at most), once the caller
 * is known to see that company.
 */
async function rowsOfCompany<Row extends { company?: unknown }>(
  branches: BranchService,
  caller: AuthContext,
  company: string,
  readList: (page: PageQuery) => Promise<{ rows: Row[] }>,
) {
  await branches.checkCompany(caller, company);
  const all = await readList(pageQuerySchema.parse({ limit: 500 }));
  const rows = all.rows.filter((row) => row.company === company);
  return { rows, count: rows.length };
}

export const branchRoutes: FastifyPluginAsyncZod<{
  branches: BranchService;
  lists: MasterListService;
}> = async (app, { branches, lists }) => {
  const branchTags = ['master data: branches'];
  const branchRoute = guardedRoutes(SIGNED_IN, branchTags);
  for (const url of ['/branch', '/branch/']) {
    app.get(
      url,
      branchRoute({
        summary: 'Branches of the companies the caller may see (company or parent filters)',
        querystring: branchListQuerySchema,
        response: { 200: branchListResponseSchema },
      }),
      async (request) => ok(await branches.list(callerOf(request), request.query)),
    );
  }
  app.get(
    '/branch/company/:id',
    branchRoute({
      summary: 'Branches of one company',
      params: idParams,
      querystring: pageQuerySchema,
      response: { 200: branchListResponseSchema },
    }),
    async (request) =>
      ok(await branches.list(callerOf(request), { ...request.query, company: request.params.id })),
  );
  registerRecordRoutes(app, {
    path: '/branch',
    tags: branchTags,
    noun: 'branch',
    record: branchSchema,
    create: branchCreateSchema,
    update: branchUpdateSchema,
    deleteRule: 'one with sales or other references is deactivated instead (409)',
    service: branches,
  });
  const byCompany = (query: PageQuery, body: { company: string }) => ({
    ...query,
    company: body.company,
    page: 0,
    limit: 500,
  });
  app.post(
    '/branch/outlet',
    branchRoute({
      summary: 'The outlets of a company',
      body: companyBody,
      response: { 200: branchListResponseSchema },
    }),
    async (request) =>
      ok(
        await branches.list(callerOf(request), byCompany(pageQuerySchema.parse({}), request.body)),
      ),
  );
  app.post(
    '/branch/brand',
    branchRoute({
      summary: 'The brand (company) record of a company code',
      body: companyBody,
      response: { 200: masterListResponseSchema },
    }),
    async (request) =>
      ok(
        await rowsOfCompany(branches, callerOf(request), request.body.company, (page) =>
          lists.companies(callerOf(request), page),
        ),
      ),
  );
  app.post(
    '/branch/siteid',
    branchRoute({
      summary: 'The sites of a company',
      body: companyBody,
      response: { 200: masterListResponseSchema },
    }),
    async (request) => {
      const site = ENTRY_LISTS.find((list) => list.list === 'site');
      if (!site) throw new Error('the site list is not defined');
      return ok(
        await rowsOfCompany(branches, callerOf(request), request.body.company, (page) =>
          lists.entries(callerOf(request), site, page),
        ),
      );
    },
  );
  const codeLists = [
    { url: '/master/branch_types', summary: 'Branch types (the sales data types)', of: 'types' },
    { url: '/master/branch_groups', summary: 'Branch groups', of: 'groups' },
  ] as const;
  for (const { url, summary, of } of codeLists) {
    app.get(
      url,
      branchRoute({ summary, querystring: pageQuerySchema, response: { 200: typeListResponse } }),
      async (request) => ok(pageOfCodes((await branches.typesAndGroups())[of], request.query)),
    );
  }
};
