/** SQL of regions: groups of branches, with how many branches each holds. */
import type { Region, RegionBranch, RegionCreate, RegionUpdate } from '@outlet-pulse/contracts';
import { sql } from 'kysely';
import { keywordMatches, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';
import type { UnderParentFilter } from './branches.repository';

export interface ListWindow {
  keyword: string;
  offset: number;
  limit: number;
}

function regionQuery(db: Executor, keyword: string) {
  let query = db.selectFrom('regions as r');
  if (keyword) {
    query = query.where(keywordMatches(['r.code', 'r.name', 'r.description'], keyword));
  }
  return query;
}

/** Whose branches a region's count takes in: the caller's visible companies, or all of them. */
export type CountedCompanies = readonly string[] | 'all';

/** How many branches a region holds among `companies`. */
function branchCount(companies: CountedCompanies) {
  if (companies === 'all') {
    return sql<number>`(SELECT count(*) FROM outlets o WHERE o.region_code = r.code)`;
  }
  if (companies.length === 0) return sql<number>`0`;
  const codes = sql.join(companies.map((code) => sql`${code}`));
  return sql<number>`(SELECT count(*) FROM outlets o
                       WHERE o.region_code = r.code AND o.company_code IN (${codes}))`;
}

/** A region as the calls name its fields, with its branch count among `companies`. */
const regionColumns = (companies: CountedCompanies) =>
  [
    'r.code as idRegion',
    'r.name as regionName',
    'r.description',
    branchCount(companies).as('branches'),
  ] as const;

export function findRegions(
  db: Executor,
  window: ListWindow,
  companies: CountedCompanies,
): Promise<{ rows: Region[]; count: number }> {
  const query = regionQuery(db, window.keyword);
  return selectPage(query, window, (page) =>
    page.select(regionColumns(companies)).orderBy('r.code'),
  );
}

export function findRegion(
  db: Executor,
  code: string,
  companies: CountedCompanies,
): Promise<Region | undefined> {
  return db
    .selectFrom('regions as r')
    .select(regionColumns(companies))
    .where('r.code', '=', code)
    .executeTakeFirst();
}

/** One row per region and branch of the given companies (`region/view/`). */
export async function findRegionBranches(
  db: Executor,
  filter: UnderParentFilter,
): Promise<{ rows: RegionBranch[]; count: number }> {
  if (filter.companies.length === 0) return { rows: [], count: 0 };
  let query = db
    .selectFrom('regions as r')
    .innerJoin('outlets as o', 'o.region_code', 'r.code')
    .where('o.company_code', 'in', [...filter.companies]);
  if (filter.parent) query = query.where('r.code', '=', filter.parent);
  if (filter.keyword) {
    query = query.where(keywordMatches(['r.code', 'r.name', 'o.id', 'o.name'], filter.keyword));
  }
  return selectPage(query, filter, (page) =>
    page
      .select([
        'r.code as idRegion',
        'r.name as regionName',
        'o.id as idbranch',
        'o.name as branchName',
        'o.company_code as company',
      ])
      .orderBy('r.code')
      .orderBy('o.id'),
  );
}

export async function insertRegion(db: Executor, region: RegionCreate) {
  await db
    .insertInto('regions')
    .values({ code: region.idRegion, name: region.regionName, description: region.description })
    .execute();
}

export async function updateRegion(db: Executor, code: string, fields: RegionUpdate) {
  await db
    .updateTable('regions')
    .set({ name: fields.regionName, description: fields.description })
    .where('code', '=', code)
    .execute();
}

export async function deleteRegion(db: Executor, code: string) {
  await db.deleteFrom('regions').where('code', '=', code).execute();
}
