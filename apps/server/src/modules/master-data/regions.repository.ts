/** SQL of regions: groups of branches, with how many branches each holds. */
import type { Region, RegionBranch, RegionCreate, RegionUpdate } from '@outlet-pulse/contracts';
import { sql } from 'kysely';
import { keywordMatches, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';

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

const toRegion = (row: {
  code: string;
  name: string;
  description: string;
  branches: number;
}): Region => ({
  idRegion: row.code,
  regionName: row.name,
  description: row.description,
  branches: row.branches,
});

export async function findRegions(db: Executor, window: ListWindow, companies: CountedCompanies) {
  const query = regionQuery(db, window.keyword);
  const { rows, count } = await selectPage(query, window, (page) =>
    page
      .select(['r.code', 'r.name', 'r.description', branchCount(companies).as('branches')])
      .orderBy('r.code'),
  );
  return { rows: rows.map(toRegion), count };
}

export async function findRegion(
  db: Executor,
  code: string,
  companies: CountedCompanies,
): Promise<Region | undefined> {
  const row = await db
    .selectFrom('regions as r')
    .select(['r.code', 'r.name', 'r.description', branchCount(companies).as('branches')])
    .where('r.code', '=', code)
    .executeTakeFirst();
  return row && toRegion(row);
}

/** One row per region and branch of the given companies (`region/view/`). */
export async function findRegionBranches(
  db: Executor,
  companies: readonly string[],
  window: ListWindow & { region: string },
): Promise<{ rows: RegionBranch[]; count: number }> {
  if (companies.length === 0) return { rows: [], count: 0 };
  let query = db
    .selectFrom('regions as r')
    .innerJoin('outlets as o', 'o.region_code', 'r.code')
    .where('o.company_code', 'in', [...companies]);
  if (window.region) query = query.where('r.code', '=', window.region);
  if (window.keyword) {
    query = query.where(keywordMatches(['r.code', 'r.name', 'o.id', 'o.name'], window.keyword));
  }
  const { rows, count } = await selectPage(query, window, (page) =>
    page
      .select(['r.code', 'r.name', 'o.id', 'o.name as branch_name', 'o.company_code'])
      .orderBy('r.code')
      .orderBy('o.id'),
  );
  return {
    rows: rows.map((row) => ({
      idRegion: row.code,
      regionName: row.name,
      idbranch: row.id,
      branchName: row.branch_name,
      company: row.company_code,
    })),
    count,
  };
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
