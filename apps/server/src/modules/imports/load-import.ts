/**
 * Loads a prepared import file (validated, normalized CSV) in one transaction: stage it,
 * check it again against the database as it is now (outlets, closed months), replace the rows
 * whose values changed, add the new ones, refresh the rollups of the months it touches and the
 * data's last update, record the batch, and bump `sales` so caches let go. A failure anywhere
 * leaves the database as it was.
 */
import {
  closedPeriodMessage,
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportKind,
} from '@outlet-pulse/contracts';
import { bumpInTransaction } from '../../db/change-versions';
import type { Database, RawTransaction } from '../../db/database';
import { HttpProblem } from '../../plugins/error-handler';
import { type DailyFact, refreshDataUpdates, refreshRollupOf } from '../sales-data/rollups';
import { IMPORT_TARGETS, type ImportTarget } from './import-targets';

export type LoadPhase = 'staging' | 'checking' | 'merging' | 'rollups';

export interface BatchRecord {
  id: string;
  kind: ImportKind;
  fileName: string;
  userId: number | null;
  startedAt: number;
  clock: () => number;
}

const STAGING = 'import_staging';
const OUTLET_MONTHS = 'import_outlet_months';
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Rows whose key matches, as SQL over the staging table `s` and the target `t`. */
const keyJoin = (target: ImportTarget) =>
  target.keys.map((key) => `t.${key} = s.${key}`).join(' AND ');
const differs = (target: ImportTarget) =>
  target.values.map((column) => `t.${column} IS DISTINCT FROM s.${column}`).join(' OR ');

function monthKeySql(target: ImportTarget): string | null {
  if (!target.month) return null;
  if ('date' in target.month) {
    const column = `s.${target.month.date}`;
    return `CAST(EXTRACT(YEAR FROM ${column}) AS INTEGER) * 100 + CAST(EXTRACT(MONTH FROM ${column}) AS INTEGER)`;
  }
  return `CAST(s.${target.month.year} AS INTEGER) * 100 + CAST(s.${target.month.month} AS INTEGER)`;
}

const periodOfKey = (key: number) =>
  `${Math.floor(key / 100)}-${String(key % 100).padStart(2, '0')}`;

export async function loadPreparedImport(
  database: Database,
  kind: ImportKind,
  csvPath: string,
  batch: BatchRecord,
  onPhase: (phase: LoadPhase) => void = () => {},
): Promise<ImportCounts> {
  const target = IMPORT_TARGETS[kind];
  const columns = target.columns.join(', ');
  return database.rawTransaction(async (transaction) => {
    onPhase('staging');
    await transaction.execute(`DROP TABLE IF EXISTS ${STAGING}`);
    await transaction.execute(
      `CREATE TEMP TABLE ${STAGING} AS SELECT ${columns} FROM ${target.table} WHERE 1 = 0`,
    );
    await transaction.copyCsvFile(STAGING, target.columns, csvPath);

    onPhase('checking');
    if (kind !== 'outlets') {
      const [unknown] = await transaction.query<{ outlet: string }>(
        `SELECT s.${target.outletColumn} AS outlet FROM ${STAGING} s
          WHERE NOT EXISTS (SELECT 1 FROM outlets o WHERE o.id = s.${target.outletColumn}) LIMIT 1`,
      );
      if (unknown) throw new HttpProblem(409, IMPORT_MESSAGES.unknownOutlet(unknown.outlet));
    }
    const monthKey = monthKeySql(target);
    if (monthKey) {
      const [closed] = await transaction.query<{ period_key: number | string }>(
        `SELECT DISTINCT ${monthKey} AS period_key FROM ${STAGING} s
          WHERE EXISTS (SELECT 1 FROM period_controls p
                         WHERE p.closed AND CAST(p.year AS INTEGER) * 100 + p.month = ${monthKey})
          ORDER BY 1 LIMIT 1`,
      );
      if (closed)
        throw new HttpProblem(409, closedPeriodMessage(periodOfKey(Number(closed.period_key))));
    }

    onPhase('merging');
    const firstKey = target.keys[0] as string;
    const [tally] = await transaction.query<{
      rows: number | string;
      inserted: number | string | null;
      updated: number | string | null;
    }>(
      `SELECT count(*) AS rows,
              SUM(CASE WHEN t.${firstKey} IS NULL THEN 1 ELSE 0 END) AS inserted,
              SUM(CASE WHEN t.${firstKey} IS NOT NULL AND (${differs(target)}) THEN 1 ELSE 0 END) AS updated
         FROM ${STAGING} s LEFT JOIN ${target.table} t ON ${keyJoin(target)}`,
    );
    const rows = Number(tally?.rows ?? 0);
    const inserted = Number(tally?.inserted ?? 0);
    const updated = Number(tally?.updated ?? 0);
    if (kind === 'outlets') {
      // Outlets keep what the branch screen adds (description, e-mail, region): update in place.
      if (updated > 0) {
        await transaction.execute(
          `UPDATE ${target.table} AS t SET ${target.values.map((column) => `${column} = s.${column}`).join(', ')}
             FROM ${STAGING} s WHERE ${keyJoin(target)} AND (${differs(target)})`,
        );
      }
    } else if (updated > 0) {
      await transaction.execute(
        `DELETE FROM ${target.table} AS t WHERE EXISTS (SELECT 1 FROM ${STAGING} s WHERE ${keyJoin(target)} AND (${differs(target)}))`,
      );
    }
    const staged = target.columns.map((column) => `s.${column}`).join(', ');
    if (inserted === rows) {
      // A file of new rows only (the nightly close): no need to look for existing keys again.
      await transaction.execute(
        `INSERT INTO ${target.table} (${columns}) SELECT ${staged} FROM ${STAGING} s`,
      );
    } else if (inserted + updated > 0) {
      await transaction.execute(
        `INSERT INTO ${target.table} (${columns}) SELECT ${staged} FROM ${STAGING} s
          WHERE NOT EXISTS (SELECT 1 FROM ${target.table} t WHERE ${keyJoin(target)})`,
      );
    }

    if ((kind === 'daily-sales' || kind === 'category-sales') && inserted + updated > 0) {
      await checkCategoriesAddUp(transaction);
    }

    onPhase('rollups');
    if (target.month && 'date' in target.month && inserted + updated > 0) {
      const date = `s.${target.month.date}`;
      await transaction.execute(`DROP TABLE IF EXISTS ${OUTLET_MONTHS}`);
      await transaction.execute(
        `CREATE TEMP TABLE ${OUTLET_MONTHS} AS
         SELECT DISTINCT s.outlet_id, CAST(EXTRACT(YEAR FROM ${date}) AS SMALLINT) AS year,
                CAST(EXTRACT(MONTH FROM ${date}) AS SMALLINT) AS month
           FROM ${STAGING} s`,
      );
      await refreshRollupOf(transaction, target.table as DailyFact, OUTLET_MONTHS);
      await transaction.execute(`DROP TABLE ${OUTLET_MONTHS}`);
    }
    if ((kind === 'daily-sales' || kind === 'outlets') && inserted + updated > 0) {
      await refreshDataUpdates(transaction);
    }
    await transaction.execute(`DROP TABLE ${STAGING}`);

    const counts = { rows, inserted, updated, unchanged: rows - inserted - updated };
    await transaction.execute(batchInsert(batch, 'LOADED', counts, null));
    if (inserted + updated > 0) await bumpInTransaction(transaction, 'sales');
    return counts;
  });
}

const DAY_AMOUNTS = ['gross', 'markdown', 'vip', 'promo', 'nett', 'units'] as const;

/**
 * DOMAIN.md: the category rows of a day add up to that day's outlet row. Checked, after the
 * merge, for every outlet-day of the file that has both (either may arrive first).
 */
async function checkCategoriesAddUp(transaction: RawTransaction): Promise<void> {
  const sums = DAY_AMOUNTS.map((column) => `SUM(c.${column}) AS ${column}`).join(', ');
  const [mismatch] = await transaction.query<Record<string, unknown>>(
    `SELECT d.outlet_id, CAST(d.sale_date AS VARCHAR) AS day,
            ${DAY_AMOUNTS.map((column) => `CASE WHEN d.${column} <> c.${column} THEN 1 ELSE 0 END AS ${column}_differs`).join(', ')}
       FROM daily_sales d
       JOIN (SELECT c.outlet_id, c.sale_date, ${sums}
               FROM daily_category_sales c
              WHERE EXISTS (SELECT 1 FROM ${STAGING} s
                             WHERE s.outlet_id = c.outlet_id AND s.sale_date = c.sale_date)
              GROUP BY c.outlet_id, c.sale_date) c
         ON c.outlet_id = d.outlet_id AND c.sale_date = d.sale_date
      WHERE ${DAY_AMOUNTS.map((column) => `d.${column} <> c.${column}`).join(' OR ')}
      ORDER BY d.outlet_id, d.sale_date
      LIMIT 1`,
  );
  if (!mismatch) return;
  const field = DAY_AMOUNTS.find((column) => Number(mismatch[`${column}_differs`]) === 1) ?? 'nett';
  throw new HttpProblem(
    409,
    IMPORT_MESSAGES.categoriesDoNotAddUp(String(mismatch.outlet_id), String(mismatch.day), field),
  );
}

/** The history row of an import, loaded or failed. */
export function batchInsert(
  batch: BatchRecord,
  status: 'LOADED' | 'FAILED',
  counts: ImportCounts,
  message: string | null,
): string {
  return `INSERT INTO import_batches
    (id, kind, file_name, status, rows_read, inserted, updated, unchanged, message, user_id, started_at, finished_at)
    VALUES (${text(batch.id)}, ${text(batch.kind)}, ${text(batch.fileName.slice(0, 255))}, '${status}',
      ${counts.rows}, ${counts.inserted}, ${counts.updated}, ${counts.unchanged},
      ${message === null ? 'NULL' : text(message.slice(0, 1000))},
      ${batch.userId === null ? 'NULL' : Math.trunc(batch.userId)}, ${Math.trunc(batch.startedAt)}, ${Math.trunc(batch.clock())})`;
}

/** Records a failed import outside the (rolled back) load transaction. */
export async function recordFailedBatch(
  database: Database,
  batch: BatchRecord,
  rows: number,
  message: string,
): Promise<void> {
  await database.rawTransaction((transaction) =>
    transaction.execute(
      batchInsert(batch, 'FAILED', { rows, inserted: 0, updated: 0, unchanged: 0 }, message),
    ),
  );
}
