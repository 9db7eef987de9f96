/** SQL of sub-branches: named parts of a branch (a counter, a concession, a stockroom). */
import type { SubBranch, SubBranchCreate, SubBranchUpdate } from '@outlet-pulse/contracts';
import { keywordMatches, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';
import type { UnderParentFilter } from './branches.repository';

const COLUMNS = [
  's.id',
  's.name',
  's.outlet_id',
  's.description',
  'o.name as branch_name',
  'o.company_code',
] as const;

interface SubBranchRow {
  id: string;
  name: string;
  outlet_id: string;
  description: string;
  branch_name: string;
  company_code: string;
}

const toSubBranch = (row: SubBranchRow): SubBranch => ({
  idSubBranch: row.id,
  subBranchName: row.name,
  idbranch: row.outlet_id,
  branchName: row.branch_name,
  company: row.company_code,
  description: row.description,
});

function baseQuery(db: Executor, companies: readonly string[]) {
  return db
    .selectFrom('subbranches as s')
    .innerJoin('outlets as o', 'o.id', 's.outlet_id')
    .where('o.company_code', 'in', [...companies]);
}

/** The sub-branches of `filter.parent`, a branch ('' for every branch). */
export async function findSubBranches(db: Executor, filter: UnderParentFilter) {
  if (filter.companies.length === 0) return { rows: [], count: 0 };
  let query = baseQuery(db, filter.companies);
  if (filter.parent) query = query.where('s.outlet_id', '=', filter.parent);
  if (filter.keyword) {
    query = query.where(
      keywordMatches(['s.id', 's.name', 's.description', 'o.id', 'o.name'], filter.keyword),
    );
  }
  const { rows, count } = await selectPage(query, filter, (page) =>
    page.select(COLUMNS).orderBy('s.id'),
  );
  return { rows: rows.map(toSubBranch), count };
}

export async function findSubBranch(db: Executor, id: string): Promise<SubBranch | undefined> {
  const row = await db
    .selectFrom('subbranches as s')
    .innerJoin('outlets as o', 'o.id', 's.outlet_id')
    .select(COLUMNS)
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row && toSubBranch(row);
}

export async function subBranchIdTaken(db: Executor, id: string) {
  const row = await db
    .selectFrom('subbranches')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSubBranch(db: Executor, input: SubBranchCreate) {
  await db
    .insertInto('subbranches')
    .values({
      id: input.idSubBranch,
      outlet_id: input.idbranch,
      name: input.subBranchName,
      description: input.description,
    })
    .execute();
}

export async function updateSubBranch(db: Executor, id: string, input: SubBranchUpdate) {
  await db
    .updateTable('subbranches')
    .set({ outlet_id: input.idbranch, name: input.subBranchName, description: input.description })
    .where('id', '=', id)
    .execute();
}

export async function deleteSubBranch(db: Executor, id: string) {
  await db.deleteFrom('subbranches').where('id', '=', id).execute();
}
