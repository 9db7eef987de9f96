/**
 * SQL of the code lists (companies, product categories, outlet types, outlet groups): one
 * set of statements for the four tables, which share code, name and active; companies also
 * hold their numeric id and their excluded-by-default flag.
 */
import { sql } from 'kysely';
import { keywordMatches, selectPage } from '../../core/paging';
import type { Executor } from '../../db/database';
import { findRow } from '../../db/find-row';
import type { CodeListTable, CodeReference } from './code-lists';

interface CodeListRow {
  code: string;
  name: string;
  active: boolean | null;
  /** Companies only. */
  id?: number;
  excluded_by_default?: boolean;
}

/** An entry of a code list as the code works with it. */
export interface CodeListRecord {
  code: string;
  name: string;
  /** NULL only in a row some bulk load wrote without it: read as active (migration 10). */
  active: boolean;
  /** Companies only. */
  id?: number;
  /** Companies only. */
  excludedByDefault?: boolean;
}

/** What a create or an update writes besides the code (and a company's id). */
export type CodeListFields = Pick<CodeListRecord, 'name' | 'active' | 'excludedByDefault'>;

function recordOf(row: CodeListRow): CodeListRecord {
  const record = { code: row.code, name: row.name, active: row.active !== false };
  if (row.id === undefined) return record;
  return { ...record, id: row.id, excludedByDefault: row.excluded_by_default === true };
}

function columnsOf(fields: CodeListFields) {
  const columns = { name: fields.name, active: fields.active };
  return fields.excludedByDefault === undefined
    ? columns
    : { ...columns, excluded_by_default: fields.excludedByDefault };
}

export interface CodeListWindow {
  keyword: string;
  offset: number;
  limit: number;
  /** Only these codes (the companies a caller may see); null for every code. */
  codes: readonly string[] | null;
}

/** The four tables share the columns used here; Kysely types the union as the first. */
const tableOf = (table: CodeListTable) => table as 'outlet_types';

export async function findCodeListRows(
  db: Executor,
  table: CodeListTable,
  window: CodeListWindow,
): Promise<{ rows: CodeListRecord[]; count: number }> {
  if (window.codes?.length === 0) return { rows: [], count: 0 };
  let query = db.selectFrom(tableOf(table));
  if (window.codes) query = query.where('code', 'in', [...window.codes]);
  if (window.keyword) query = query.where(keywordMatches(['code', 'name'], window.keyword));
  const { rows, count } = await selectPage(query, window, (page) =>
    page.selectAll().orderBy('code'),
  );
  return { rows: (rows as CodeListRow[]).map(recordOf), count };
}

export async function findCodeListRow(
  db: Executor,
  table: CodeListTable,
  code: string,
): Promise<CodeListRecord | undefined> {
  const row = await db
    .selectFrom(tableOf(table))
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  return row && recordOf(row as CodeListRow);
}

export async function insertCodeListRow(
  db: Executor,
  table: CodeListTable,
  entry: CodeListFields & Pick<CodeListRecord, 'code' | 'id'>,
) {
  const values = {
    code: entry.code,
    ...columnsOf(entry),
    ...(entry.id === undefined ? {} : { id: entry.id }),
  };
  await db
    .insertInto(tableOf(table))
    .values(values as { code: string; name: string })
    .execute();
}

export async function updateCodeListRow(
  db: Executor,
  table: CodeListTable,
  code: string,
  fields: CodeListFields,
) {
  await db
    .updateTable(tableOf(table))
    .set(columnsOf(fields) as { name: string })
    .where('code', '=', code)
    .execute();
}

export async function deleteCodeListRow(db: Executor, table: CodeListTable, code: string) {
  await db.deleteFrom(tableOf(table)).where('code', '=', code).execute();
}

/** The code of the company that holds a numeric id, if any. */
export async function findCompanyById(db: Executor, id: number): Promise<string | null> {
  const row = await findRow(db, 'companies', 'id', id, ['code']);
  return row?.code ?? null;
}

export async function nextCompanyId(db: Executor): Promise<number> {
  const highest = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(highest?.id ?? 0) + 1;
}

/** The labels of the references that hold `code`; a code with any is kept. */
export async function findCodeReferences(
  db: Executor,
  references: readonly CodeReference[],
  code: string,
): Promise<string[]> {
  const found: string[] = [];
  for (const { label, table, column } of references) {
    const { rows } =
      await sql`SELECT 1 AS found FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${code} LIMIT 1`.execute(
        db,
      );
    if (rows.length > 0) found.push(label);
  }
  return found;
}

/** The inactive codes of a list: kept in history, refused for a new or moved branch. */
export async function findInactiveCodes(db: Executor, table: CodeListTable): Promise<string[]> {
  const rows = await db
    .selectFrom(tableOf(table))
    .select('code')
    .where('active', '=', false)
    .execute();
  return rows.map((row) => row.code);
}
