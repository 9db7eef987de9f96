/** The read-only master lists of spec 001 §7 (company, job title, site, product, …). Reads are for signed-in users and show only what the caller may see. */
import { masterListResponseSchema, type PageQuery, pageQuerySchema } from '@outlet-pulse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { idParams } from '../../core/record-routes';
import { guardedRoutes } from '../../core/route-options';
import { ok } from '../../lib/envelope';
import { CITY_LIST, DISTRICT_LIST, ENTRY_LISTS } from './master-lists';
import type { MasterListService } from './master-lists.service';

export const masterListRoutes: FastifyPluginAsyncZod<{ lists: MasterListService }> = async (
  app,
  { lists },
) => {
  const masterListRoute = guardedRoutes(SIGNED_IN, ['master lists']);
  /** Every master list is read a page at a time and answers rows with their count. */
  const pagedList = {
    querystring: pageQuerySchema,
    response: { 200: masterListResponseSchema },
  };
  const listRoute = (
    url: string,
    summary: string,
    answer: (caller: ReturnType<typeof callerOf>, query: PageQuery) => Promise<unknown>,
  ) =>
    app.get(
      url,
      masterListRoute({
        summary,
        ...pagedList,
      }),
      async (request) =>
        ok(
          (await answer(callerOf(request), request.query)) as z.infer<
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
    masterListRoute({
      summary: `${CITY_LIST.summary}; rows: idCity, cityName, idProvince`,
      params: idParams,
      ...pagedList,
    }),
    async (request) =>
      ok(
        await lists.entriesOf(
          callerOf(request),
          CITY_LIST,
          { list: 'province', code: request.params.id, label: 'Province' },
          request.query,
        ),
      ),
  );
  app.get(
    DISTRICT_LIST.path,
    masterListRoute({
      summary: `${DISTRICT_LIST.summary}; rows: idDistrict, districtName, idCity`,
      params: z.object({
        province: z.string().trim().min(1).max(40),
        city: z.string().trim().min(1).max(40),
      }),
      ...pagedList,
    }),
    async (request) =>
      ok(
        await lists.entriesOf(
          callerOf(request),
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
