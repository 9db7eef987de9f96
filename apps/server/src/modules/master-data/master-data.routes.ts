/**
 * Master data calls (spec 001 §7): branches, regions, sub-branches, period control, employees
 * and the master lists. Reads are for signed-in users and show only what the caller may see;
 * changes need the manage-master-data permission (route-access.ts).
 */
import {
  branchCreateSchema,
  branchListQuerySchema,
  branchListResponseSchema,
  branchSchema,
  branchUpdateSchema,
  employeeListQuerySchema,
  employeeListResponseSchema,
  employeeResponseSchema,
  masterListResponseSchema,
  masterRowResponseSchema,
  type PageQuery,
  pageOffset,
  pageQuerySchema,
  periodChangeSchema,
  periodListResponseSchema,
  periodParamsSchema,
  periodResponseSchema,
  periodYearQuerySchema,
  regionCreateSchema,
  regionListResponseSchema,
  regionSchema,
  regionUpdateSchema,
  regionViewResponseSchema,
  subBranchCreateSchema,
  subBranchListResponseSchema,
  subBranchSchema,
  subBranchUpdateSchema,
  successEnvelope,
} from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { callerOf } from '../../plugins/access-control';
import { BranchService, type MasterDataOptions } from './branches.service';
import { CITY_LIST, DISTRICT_LIST, ENTRY_LISTS, GRADE_LIST } from './master-lists';
import { MasterListService } from './master-lists.service';
import { PeriodControlService } from './period-control.service';
import { idParams, registerRecordRoutes } from './record-routes';
import { RegionService } from './regions.service';
import { SubBranchService } from './sub-branches.service';

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

export const masterDataRoutes: FastifyPluginAsyncZod<MasterDataOptions> = async (app, options) => {
  const branches = new BranchService(options);
  const regions = new RegionService(options, branches);
  const subBranches = new SubBranchService(options, branches);
  const periods = new PeriodControlService(options);
  const lists = new MasterListService(options, branches);
  const caller = callerOf;

  /* ---------------------------------------------------------- branches */
  const branchTags = ['master data: branches'];
  for (const url of ['/branch', '/branch/']) {
    app.get(
      url,
      {
        schema: {
          tags: branchTags,
          summary: 'Branches of the companies the caller may see (company or parent filters)',
          querystring: branchListQuerySchema,
          response: { 200: branchListResponseSchema },
        },
      },
      async (request) => ok(await branches.list(caller(request), request.query)),
    );
  }
  app.get(
    '/branch/company/:id',
    {
      schema: {
        tags: branchTags,
        summary: 'Branches of one company',
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: branchListResponseSchema },
      },
    },
    async (request) =>
      ok(await branches.list(caller(request), { ...request.query, company: request.params.id })),
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
    {
      schema: {
        tags: branchTags,
        summary: 'The outlets of a company',
        body: companyBody,
        response: { 200: branchListResponseSchema },
      },
    },
    async (request) =>
      ok(await branches.list(caller(request), byCompany(pageQuerySchema.parse({}), request.body))),
  );
  app.post(
    '/branch/brand',
    {
      schema: {
        tags: branchTags,
        summary: 'The brand (company) record of a company code',
        body: companyBody,
        response: { 200: masterListResponseSchema },
      },
    },
    async (request) => {
      await branches.checkCompany(caller(request), request.body.company);
      const all = await lists.companies(caller(request), pageQuerySchema.parse({ limit: 500 }));
      const rows = all.rows.filter((row) => row.company === request.body.company);
      return ok({ rows, count: rows.length });
    },
  );
  app.post(
    '/branch/siteid',
    {
      schema: {
        tags: branchTags,
        summary: 'The sites of a company',
        body: companyBody,
        response: { 200: masterListResponseSchema },
      },
    },
    async (request) => {
      const site = ENTRY_LISTS.find((list) => list.list === 'site');
      if (!site) throw new Error('the site list is not defined');
      await branches.checkCompany(caller(request), request.body.company);
      const all = await lists.entries(caller(request), site, pageQuerySchema.parse({ limit: 500 }));
      const rows = all.rows.filter((row) => row.company === request.body.company);
      return ok({ rows, count: rows.length });
    },
  );
  app.get(
    '/master/branch_types',
    {
      schema: {
        tags: branchTags,
        summary: 'Branch types (the sales data types)',
        querystring: pageQuerySchema,
        response: { 200: typeListResponse },
      },
    },
    async (request) => {
      const { types } = await branches.typesAndGroups();
      return ok(pageOfCodes(types, request.query));
    },
  );
  app.get(
    '/master/branch_groups',
    {
      schema: {
        tags: branchTags,
        summary: 'Branch groups',
        querystring: pageQuerySchema,
        response: { 200: typeListResponse },
      },
    },
    async (request) => {
      const { groups } = await branches.typesAndGroups();
      return ok(pageOfCodes(groups, request.query));
    },
  );

  /* ---------------------------------------------------------- regions */
  const regionTags = ['master data: regions'];
  app.get(
    '/region/',
    {
      schema: {
        tags: regionTags,
        summary: 'Regions with their number of branches',
        querystring: pageQuerySchema,
        response: { 200: regionListResponseSchema },
      },
    },
    async (request) => ok(await regions.list(request.query)),
  );
  app.get(
    '/region/view/',
    {
      schema: {
        tags: regionTags,
        summary: 'One row per region and branch (parent = region id)',
        querystring: pageQuerySchema,
        response: { 200: regionViewResponseSchema },
      },
    },
    async (request) => ok(await regions.view(caller(request), request.query)),
  );
  registerRecordRoutes(app, {
    path: '/region',
    tags: regionTags,
    noun: 'region',
    record: regionSchema,
    create: regionCreateSchema,
    update: regionUpdateSchema,
    deleteRule: 'a region that still has branches is kept (409)',
    service: regions,
  });

  /* ---------------------------------------------------------- sub-branches */
  const subBranchTags = ['master data: sub-branches'];
  app.get(
    '/subbranch/',
    {
      schema: {
        tags: subBranchTags,
        summary: 'Sub-branches of branches the caller may see (parent = idbranch)',
        querystring: pageQuerySchema,
        response: { 200: subBranchListResponseSchema },
      },
    },
    async (request) => ok(await subBranches.list(caller(request), request.query)),
  );
  registerRecordRoutes(app, {
    path: '/subbranch',
    tags: subBranchTags,
    noun: 'sub-branch',
    record: subBranchSchema,
    create: subBranchCreateSchema,
    update: subBranchUpdateSchema,
    deleteRule: 'nothing refers to a sub-branch',
    service: subBranches,
  });

  /* ---------------------------------------------------------- period control */
  const periodTags = ['master data: period control'];
  app.get(
    '/period-control',
    {
      schema: {
        tags: periodTags,
        summary: 'The twelve months of a year, open or closed to data changes',
        querystring: periodYearQuerySchema,
        response: { 200: periodListResponseSchema },
      },
    },
    async (request) => {
      const rows = await periods.list(request.query.year);
      return ok({ rows, count: rows.length });
    },
  );
  app.put(
    '/period-control/:year/:month',
    {
      schema: {
        tags: periodTags,
        summary: 'Open or close a month for data changes (administrators)',
        params: periodParamsSchema,
        body: periodChangeSchema,
        response: { 200: periodResponseSchema },
      },
    },
    async (request) =>
      ok(
        await periods.change(
          caller(request),
          request.params.year,
          request.params.month,
          request.body,
        ),
      ),
  );

  /* ---------------------------------------------------------- employees */
  const employeeTags = ['master data: employees'];
  app.get(
    '/employee/',
    {
      schema: {
        tags: employeeTags,
        summary:
          'Employees of the companies the caller may see (withoutUser=true: active ones without a user, for the user form)',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListResponseSchema },
      },
    },
    async (request) =>
      ok(
        await lists.employees(caller(request), request.query, {
          // The user form's choices: only active staff can sign in.
          activeOnly: request.query.withoutUser,
          withoutUser: request.query.withoutUser,
        }),
      ),
  );
  app.get(
    '/employee/:id',
    {
      schema: {
        tags: employeeTags,
        summary: 'One employee',
        params: idParams,
        response: { 200: employeeResponseSchema },
      },
    },
    async (request) => ok(await lists.employee(caller(request), request.params.id)),
  );
  app.get(
    '/employee/division/:id',
    {
      schema: {
        tags: employeeTags,
        summary: 'Employees of a division',
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: employeeListResponseSchema },
      },
    },
    async (request) =>
      ok(
        await lists.employees(caller(request), request.query, {
          activeOnly: false,
          division: request.params.id,
        }),
      ),
  );
  app.get(
    '/employeegrade/:id',
    {
      schema: {
        tags: employeeTags,
        summary: 'One employee grade',
        params: idParams,
        response: { 200: masterRowResponseSchema },
      },
    },
    async (request) =>
      ok(await lists.entry(caller(request), GRADE_LIST, request.params.id, 'Grade')),
  );

  /* ---------------------------------------------------------- master lists */
  const listTags = ['master lists'];
  const listRoute = (
    url: string,
    summary: string,
    answer: (caller: ReturnType<typeof callerOf>, query: PageQuery) => Promise<unknown>,
  ) =>
    app.get(
      url,
      {
        schema: {
          tags: listTags,
          summary,
          querystring: pageQuerySchema,
          response: { 200: masterListResponseSchema },
        },
      },
      async (request) =>
        ok(
          (await answer(caller(request), request.query)) as z.infer<
            typeof masterListResponseSchema
          >['data'],
        ),
    );

  for (const definition of ENTRY_LISTS) {
    const fields = [
      definition.codeField,
      definition.nameField,
      definition.parentField,
      definition.companyField,
      ...(definition.attributes ?? []),
    ].filter((field, index, all) => field && all.indexOf(field) === index);
    listRoute(definition.path, `${definition.summary}; rows: ${fields.join(', ')}`, (who, query) =>
      lists.entries(who, definition, query),
    );
  }
  listRoute(
    '/master/company',
    'Companies the caller may see; rows: id, company, companyName, excluded',
    (who, query) => lists.companies(who, query),
  );
  listRoute(
    '/master/employees',
    'Active employees; rows: employeeID, name, hiredDate (and more)',
    (who, query) => lists.employees(who, query, { activeOnly: true }),
  );
  listRoute('/master/employees/all_employee', 'Every employee, active or not', (who, query) =>
    lists.employees(who, query, { activeOnly: false }),
  );
  listRoute(
    '/master/branch',
    'Branches the caller may see; rows: idbranch, branchName, company, city, active (ACTIVE or CLOSED)',
    (who, query) => lists.branchList(who, query, { kind: 'all' }),
  );
  listRoute(
    '/master/branch/byemployee',
    "The branches the signed-in employee's grants cover",
    (who, query) => lists.branchList(who, query, { kind: 'all' }),
  );
  listRoute(
    '/master/branch/byemployeecompany',
    "The branches of the signed-in employee's own company",
    (who, query) => lists.branchesOfOwnCompany(who, query),
  );
  listRoute(
    '/master/branch/bybilistbranch',
    'The branches that have sales in the reporting data',
    (who, query) => lists.branchList(who, query, { kind: 'with-sales' }),
  );
  listRoute(
    '/master/product/subcategory',
    'Product subcategories; rows: idSubcategory, subcategoryName',
    (_who, query) => lists.subcategories(query),
  );
  listRoute(
    '/master/jobtitle/employee',
    'Job titles held by employees, with how many hold each',
    (who, query) => lists.jobTitlesInUse(who, query),
  );
  listRoute(
    '/hrd_salary_survey/store_location',
    'Store locations for the salary survey; rows: idbranch, branchName, company, city, active',
    (who, query) => lists.branchList(who, query, { kind: 'all' }),
  );

  app.get(
    CITY_LIST.path,
    {
      schema: {
        tags: listTags,
        summary: `${CITY_LIST.summary}; rows: idCity, cityName, idProvince`,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: masterListResponseSchema },
      },
    },
    async (request) =>
      ok(
        await lists.entriesOf(
          caller(request),
          CITY_LIST,
          { list: 'province', code: request.params.id, label: 'Province' },
          request.query,
        ),
      ),
  );
  app.get(
    DISTRICT_LIST.path,
    {
      schema: {
        tags: listTags,
        summary: `${DISTRICT_LIST.summary}; rows: idDistrict, districtName, idCity`,
        params: z.object({
          province: z.string().trim().min(1).max(40),
          city: z.string().trim().min(1).max(40),
        }),
        querystring: pageQuerySchema,
        response: { 200: masterListResponseSchema },
      },
    },
    async (request) =>
      ok(
        await lists.entriesOf(
          caller(request),
          DISTRICT_LIST,
          {
            list: 'city',
            code: request.params.city,
            parent: request.params.province,
            label: 'City',
          },
          request.query,
        ),
      ),
  );
};
