/**
 * What a load reads of its staged rows inside its transaction, as the database is now: whether
 * they may load (the master data they name, the importer's grant, closed months, the category
 * rows of a day adding up to it) and the companies they touch.
 */
import { IMPORT_MESSAGES } from '@outlet-pulse/contracts';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { type ImportScope, KEY_LABEL } from './import-scope';
import { IMPORT_TARGETS, type ImportTarget } from './import-targets';
import { type StagedRows, staged } from './uploads.repository';

type LoadTransaction = Transaction<DatabaseSchema>;

const yearOf = (column: RawBuilder<unknown>) => sql`CAST(EXTRACT(YEAR FROM ${column}) AS INTEGER)`;
const monthOf = (column: RawBuilder<unknown>) =>
  sql`CAST(EXTRACT(MONTH FROM ${column}) AS INTEGER)`;

/** A staged row's month as YYYYMM, or null for master data, which is in no month. */
function monthKey(target: ImportTarget): RawBuilder<unknown> | null {
  if (!target.month) return null;
  if ('date' in target.month) {
    const date = sql.ref(`s.${target.month.date}`);
    return sql`${yearOf(date)} * 100 + ${monthOf(date)}`;
  }
  return sql`CAST(${sql.ref(`s.${target.month.year}`)} AS INTEGER) * 100 + CAST(${sql.ref(`s.${target.month.month}`)} AS INTEGER)`;
}

/**
 * Why the staged rows cannot load into the database as it is now, or null: a reference to
 * master data it does not hold (deleted since the check, or never there), or a company id
 * another company holds or an existing company's id changed.
 */
export async function findStagedRefusal(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<string | null> {
  for (const reference of IMPORT_TARGETS[rows.kind].references) {
    const column = sql.ref(`s.${reference.column}`);
    const { rows: found } = await sql<{ code: string }>`
      SELECT ${column} AS code FROM ${staged(rows)}
       WHERE ${column} IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ${sql.table(reference.table)} r
                          WHERE ${sql.ref(`r.${reference.key}`)} = ${column})
       LIMIT 1`.execute(transaction);
    const unknown = found[0]?.code;
    if (unknown !== undefined) return reference.unknown(String(unknown));
  }
  return rows.kind === 'companies' ? findCompanyIdClash(transaction, rows) : null;
}

/** A company id of the file that another company holds, or that differs from the company's own. */
async function findCompanyIdClash(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<string | null> {
  const { rows: changed } = await sql<{ code: string; id: number }>`
    SELECT s.code, t.id FROM ${staged(rows)} JOIN companies t ON t.code = s.code
     WHERE s.id IS NOT NULL AND s.id <> t.id ORDER BY s.code LIMIT 1`.execute(transaction);
  const keeps = changed[0];
  if (keeps) return IMPORT_MESSAGES.companyKeepsId(keeps.code, String(keeps.id));
  const { rows: taken } = await sql<{ id: number; code: string }>`
    SELECT s.id, t.code FROM ${staged(rows)} JOIN companies t ON t.id = s.id AND t.code <> s.code
     ORDER BY s.id LIMIT 1`.execute(transaction);
  const holder = taken[0];
  return holder ? IMPORT_MESSAGES.companyIdTaken(String(holder.id), holder.code) : null;
}

/** `column IN (values)`, and FALSE for no values. */
const inList = (column: RawBuilder<unknown>, values: Iterable<string>) => {
  const list = [...values];
  return list.length === 0 ? sql`FALSE` : sql`${column} IN (${sql.join(list)})`;
};

/**
 * Why the staged rows may not load for an importer limited to `scope`, or null: the load's
 * own pass over the check of import-scope.ts, for grants that changed in between. A row naming
 * an outlet or a company outside the grant gets the reason of one the database does not hold;
 * one whose own key is outside it, IMPORT_MESSAGES.notYours.
 */
export async function findStagedOutsideScope(
  transaction: LoadTransaction,
  rows: StagedRows,
  scope: ImportScope,
): Promise<string | null> {
  const granted = (column: RawBuilder<unknown>) => inList(column, scope.companies);
  const mayName = (outlet: string) =>
    scope.outlets === null
      ? granted(sql.ref(`${outlet}.company_code`))
      : sql`${granted(sql.ref(`${outlet}.company_code`))} AND ${inList(sql.ref(`${outlet}.id`), scope.outlets)}`;
  const first = async (query: RawBuilder<{ code: unknown }>) => {
    const { rows: found } = await query.execute(transaction);
    return found[0] === undefined ? null : String(found[0].code);
  };
  for (const reference of IMPORT_TARGETS[rows.kind].references) {
    const column = sql.ref(`s.${reference.column}`);
    let outside: string | null = null;
    if (reference.table === 'outlets') {
      outside = await first(sql<{ code: unknown }>`
        SELECT ${column} AS code FROM ${staged(rows)}
         WHERE ${column} IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM outlets o WHERE o.id = ${column} AND ${mayName('o')})
         LIMIT 1`);
    } else if (reference.table === 'companies') {
      outside = await first(sql<{ code: unknown }>`
        SELECT ${column} AS code FROM ${staged(rows)}
         WHERE ${column} IS NOT NULL AND NOT (${granted(column)}) LIMIT 1`);
    }
    if (outside !== null) return reference.unknown(outside);
  }
  let key: string | null = null;
  if (rows.kind === 'outlets') {
    const foreign = sql`EXISTS (SELECT 1 FROM outlets o WHERE o.id = s.id AND NOT (${mayName('o')}))`;
    key = await first(sql<{ code: unknown }>`
      SELECT s.id AS code FROM ${staged(rows)}
       WHERE ${scope.outlets === null ? foreign : sql`${foreign} OR NOT (${inList(sql.ref('s.id'), scope.outlets)})`}
       ORDER BY s.id LIMIT 1`);
  } else if (rows.kind === 'employees') {
    key = await first(sql<{ code: unknown }>`
      SELECT s.employee_id AS code FROM ${staged(rows)}
        JOIN employees t ON t.employee_id = s.employee_id
       WHERE NOT (${granted(sql.ref('t.structure_company'))})
       ORDER BY s.employee_id LIMIT 1`);
  } else if (rows.kind === 'companies') {
    key = await first(sql<{ code: unknown }>`
      SELECT s.code AS code FROM ${staged(rows)}
       WHERE NOT (${granted(sql.ref('s.code'))}) ORDER BY s.code LIMIT 1`);
  }
  return key === null ? null : IMPORT_MESSAGES.notYours(KEY_LABEL[rows.kind] ?? 'company', key);
}

/**
 * The companies the staged rows touch, read before they merge: those their outlets and
 * company columns name, and those an outlet, employee or company of the file belonged to
 * until now (an outlet may move). The history shows a batch to those who may see them all.
 */
export async function findStagedCompanies(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<string[]> {
  const parts: RawBuilder<unknown>[] = [];
  for (const reference of IMPORT_TARGETS[rows.kind].references) {
    const column = sql.ref(`s.${reference.column}`);
    if (reference.table === 'outlets') {
      parts.push(sql`SELECT o.company_code AS code FROM ${staged(rows)}
                      JOIN outlets o ON o.id = ${column}`);
    } else if (reference.table === 'companies') {
      parts.push(sql`SELECT ${column} AS code FROM ${staged(rows)} WHERE ${column} IS NOT NULL`);
    }
  }
  if (rows.kind === 'outlets') {
    parts.push(
      sql`SELECT t.company_code AS code FROM ${staged(rows)} JOIN outlets t ON t.id = s.id`,
    );
  } else if (rows.kind === 'employees') {
    parts.push(sql`SELECT t.structure_company AS code FROM ${staged(rows)}
                    JOIN employees t ON t.employee_id = s.employee_id`);
  } else if (rows.kind === 'companies') {
    parts.push(sql`SELECT s.code AS code FROM ${staged(rows)}`);
  }
  if (parts.length === 0) return [];
  const { rows: found } = await sql<{ code: unknown }>`
    SELECT DISTINCT code FROM (${sql.join(parts, sql` UNION ALL `)}) touched ORDER BY code`.execute(
    transaction,
  );
  return found.map((row) => String(row.code));
}

/** The first month (YYYY-MM) of the staged rows that is closed now, if any. */
export async function findClosedMonth(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<string | null> {
  const key = monthKey(IMPORT_TARGETS[rows.kind]);
  if (!key) return null;
  const { rows: found } = await sql<{ period_key: number }>`
    SELECT DISTINCT ${key} AS period_key FROM ${staged(rows)}
     WHERE EXISTS (SELECT 1 FROM period_controls p
                    WHERE p.closed AND CAST(p.year AS INTEGER) * 100 + p.month = ${key})
     ORDER BY 1 LIMIT 1`.execute(transaction);
  const period = found[0]?.period_key;
  if (period === undefined) return null;
  const value = Number(period);
  return `${Math.floor(value / 100)}-${String(value % 100).padStart(2, '0')}`;
}

const DAY_AMOUNTS = ['gross', 'markdown', 'vip', 'promo', 'nett', 'units'] as const;
export type DayAmount = (typeof DAY_AMOUNTS)[number];

/**
 * DOMAIN.md: the category rows of a day add up to that day's outlet row. The first outlet-day
 * of the staged rows where they do not, after the merge (either file may come first), with
 * the first amount that differs.
 */
export async function findCategoryMismatch(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<{ outletId: string; day: string; field: DayAmount } | null> {
  const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);
  const { rows: found } = await sql<Record<string, unknown>>`
    SELECT d.outlet_id, CAST(d.sale_date AS VARCHAR) AS day,
           ${sql.join(DAY_AMOUNTS.map((column) => sql`CASE WHEN ${ref('d', column)} <> ${ref('c', column)} THEN 1 ELSE 0 END AS ${sql.id(`${column}_differs`)}`))}
      FROM daily_sales d
      JOIN (SELECT c.outlet_id, c.sale_date,
                   ${sql.join(DAY_AMOUNTS.map((column) => sql`SUM(${ref('c', column)}) AS ${sql.id(column)}`))}
              FROM daily_category_sales c
             WHERE EXISTS (SELECT 1 FROM ${staged(rows)}
                            WHERE s.outlet_id = c.outlet_id AND s.sale_date = c.sale_date)
             GROUP BY c.outlet_id, c.sale_date) c
        ON c.outlet_id = d.outlet_id AND c.sale_date = d.sale_date
     WHERE ${sql.join(
       DAY_AMOUNTS.map((column) => sql`${ref('d', column)} <> ${ref('c', column)}`),
       sql` OR `,
     )}
     ORDER BY d.outlet_id, d.sale_date
     LIMIT 1`.execute(transaction);
  const mismatch = found[0];
  if (!mismatch) return null;
  return {
    outletId: String(mismatch.outlet_id),
    day: String(mismatch.day),
    field: DAY_AMOUNTS.find((column) => Number(mismatch[`${column}_differs`]) === 1) ?? 'nett',
  };
}
