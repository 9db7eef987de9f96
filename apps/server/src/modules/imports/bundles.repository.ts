/**
 * Bundles, several files at once: what a file's staged rows add for the files after it, the
 * bundle's own upload naming its files', and whether its files need a trial load.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { IMPORT_TARGETS } from './import-targets';
import {
  findUpload,
  insertUploadRow,
  type StagedRows,
  staged,
  type UploadRecord,
} from './uploads.repository';

/** The codes (first key column) of an upload's staged rows: master data a bundle adds. */
export async function findStagedCodes(db: Executor, rows: StagedRows): Promise<string[]> {
  const key = sql.ref(`s.${IMPORT_TARGETS[rows.kind].keys[0] as string}`);
  const { rows: found } = await sql<{ code: unknown }>`
    SELECT DISTINCT ${key} AS code FROM ${staged(rows)}`.execute(db);
  return found.map((row) => String(row.code));
}

/** The codes a staged companies, outlet types or outlet groups file makes active and inactive. */
export async function findStagedActivity(
  db: Executor,
  rows: StagedRows,
): Promise<{ active: string[]; inactive: string[] }> {
  const { rows: found } = await sql<{ code: unknown; active: unknown }>`
    SELECT s.code AS code, s.active AS active FROM ${staged(rows)}`.execute(db);
  const codesWhere = (active: boolean) =>
    found.filter((row) => (row.active !== false) === active).map((row) => String(row.code));
  return { active: codesWhere(true), inactive: codesWhere(false) };
}

/**
 * Keeps a checked bundle waiting for its confirmation: a row of its own naming its files'
 * uploads (each kept by insertUpload with its staged rows), in load order.
 */
export async function insertBundleUpload(
  db: Executor,
  bundle: UploadRecord,
  memberIds: readonly string[],
): Promise<void> {
  await insertUploadRow(db, bundle, { bundle: memberIds });
}

/** The uploads of a bundle's files in load order, or null when `id` is no bundle's. */
export async function findBundleMembers(db: Executor, id: string): Promise<UploadRecord[] | null> {
  const row = await db
    .selectFrom('import_uploads')
    .select('report')
    .where('id', '=', id)
    .executeTakeFirst();
  const memberIds = row ? (JSON.parse(row.report) as { bundle?: string[] }).bundle : undefined;
  if (!memberIds) return null;
  const members = await Promise.all(memberIds.map((memberId) => findUpload(db, memberId)));
  return members.every((member) => member !== null) ? members : [];
}

/**
 * Whether loading these staged files could leave a day's category rows apart from its outlet
 * row: daily rows of days that have category rows, category rows of days that have a daily
 * row, or both kinds in one import. When not, a trial load has nothing to find (a nightly file
 * of new days), and the check skips it.
 */
export async function mayBreakCategorySums(
  db: Executor,
  files: readonly StagedRows[],
): Promise<boolean> {
  const daily = files.find((file) => file.kind === 'daily-sales');
  const categories = files.find((file) => file.kind === 'category-sales');
  if (daily && categories) return true;
  const touching = async (rows: StagedRows, other: 'daily_sales' | 'daily_category_sales') => {
    const { rows: found } = await sql<{ one: number }>`
      SELECT 1 AS one FROM ${staged(rows)}
       WHERE EXISTS (SELECT 1 FROM ${sql.table(other)} o
                      WHERE o.outlet_id = s.outlet_id AND o.sale_date = s.sale_date)
       LIMIT 1`.execute(db);
    return found.length > 0;
  };
  if (daily) return touching(daily, 'daily_category_sales');
  if (categories) return touching(categories, 'daily_sales');
  return false;
}
