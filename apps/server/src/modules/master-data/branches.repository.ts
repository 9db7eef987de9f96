/** SQL of the branch screen and branch calls: branches are the outlets of the sales tables. */
import type { BranchCreate, BranchUpdate } from '@outlet-pulse/contracts';
import { sql } from 'kysely';
import { keywordMatches, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';

export interface BranchFilter {
  companies: readonly string[];
  keyword: string;
  offset: number;
  limit: number;
}

/** What hangs under a branch or a region, among the branches of `companies`. */
export interface UnderParentFilter extends BranchFilter {
  /** The branch or region the rows belong to; '' for every one. */
  parent: string;
}

/** A branch's columns, each named as its BranchRecord field. */
const BRANCH_COLUMNS = [
  'o.id',
  'o.name',
  'o.description',
  'o.email',
  'o.company_code as company',
  'c.name as companyName',
  'o.type_code as type',
  'o.group_code as group',
  'o.city',
  'o.region_code as region',
  'o.open_date as openDate',
  'o.close_date as closeDate',
  'o.active',
] as const;

/** A branch (an outlet of the sales tables) as the code works with it. */
export interface BranchRecord {
  id: string;
  name: string;
  description: string | null;
  email: string | null;
  company: string;
  companyName: string;
  type: string;
  group: string;
  city: string;
  region: string | null;
  openDate: string;
  closeDate: string | null;
  /** Set inactive by hand; a branch may also be closed by its close date (branchClosed). */
  active: boolean;
}

/** Closed: set inactive, or its close date has come. */
export const branchClosed = (
  branch: { active: boolean; closeDate: string | null },
  today: string,
) => !branch.active || (branch.closeDate !== null && branch.closeDate <= today);

function branchQuery(db: Executor) {
  return db
    .selectFrom('outlets as o')
    .innerJoin('companies as c', 'c.code', 'o.company_code')
    .select(BRANCH_COLUMNS);
}

export async function findBranches(
  db: Executor,
  filter: BranchFilter,
): Promise<{ rows: BranchRecord[]; count: number }> {
  if (filter.companies.length === 0) return { rows: [], count: 0 };
  let query = db.selectFrom('outlets as o').where('o.company_code', 'in', [...filter.companies]);
  if (filter.keyword) {
    query = query.where(
      keywordMatches(['o.id', 'o.name', 'o.city', 'o.description'], filter.keyword),
    );
  }
  return selectPage(query, filter, (page) =>
    page
      .innerJoin('companies as c', 'c.code', 'o.company_code')
      .select(BRANCH_COLUMNS)
      .orderBy('o.id'),
  );
}

export function findBranch(db: Executor, id: string): Promise<BranchRecord | undefined> {
  return branchQuery(db).where('o.id', '=', id).executeTakeFirst();
}

const columnsOf = (fields: BranchUpdate) => ({
  name: fields.branchName,
  description: fields.description,
  email: fields.email,
  company_code: fields.company,
  type_code: fields.type,
  group_code: fields.group,
  city: fields.city,
  region_code: fields.region,
  open_date: fields.openDate,
  close_date: fields.closeDate,
  active: fields.isActive,
});

export async function insertBranch(db: Executor, branch: BranchCreate) {
  await db
    .insertInto('outlets')
    .values({ id: branch.idbranch, ...columnsOf(branch) })
    .execute();
}

export async function updateBranch(db: Executor, id: string, fields: BranchUpdate) {
  await db.updateTable('outlets').set(columnsOf(fields)).where('id', '=', id).execute();
}

export async function deleteBranch(db: Executor, id: string) {
  await db.deleteFrom('outlets').where('id', '=', id).execute();
}

/** What refers to a branch, by what a person would call it; a branch with any is kept. */
export async function findBranchReferences(db: Executor, id: string): Promise<string[]> {
  const tables = [
    ['sales', 'daily_sales', 'outlet_id'],
    ['category sales', 'daily_category_sales', 'outlet_id'],
    ['traffic', 'daily_traffic', 'outlet_id'],
    ['targets', 'monthly_targets', 'outlet_id'],
    ['checklists', 'checklist_documents', 'outlet_id'],
    ['sub-branches', 'subbranches', 'outlet_id'],
    ['user grants', 'user_outlets', 'outlet_id'],
    ['employees', 'employees', 'id_active_branch'],
  ] as const;
  const found: string[] = [];
  for (const [label, table, column] of tables) {
    const { rows } =
      await sql`SELECT 1 AS found FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${id} LIMIT 1`.execute(
        db,
      );
    if (rows.length > 0) found.push(label);
  }
  return found;
}

export async function findTypeAndGroupCodes(db: Executor) {
  const [types, groups] = await Promise.all([
    db.selectFrom('outlet_types').select(['code', 'name']).orderBy('code').execute(),
    db.selectFrom('outlet_groups').select(['code', 'name']).orderBy('code').execute(),
  ]);
  return { types, groups };
}

export async function regionExists(db: Executor, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('regions').select('code').where('code', '=', code).executeTakeFirst()) !==
    undefined
  );
}
