/**
 * The load's writes inside its transaction: one load at a time per database, the staged rows
 * merged into their table, and the rollups of the months they touch refreshed. Table and
 * column names come from import-targets.ts, never from a file.
 */
import type { ImportCounts } from '@outlet-pulse/contracts';
import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { type DailyFact, refreshRollupOf } from '../sales-data';
import { IMPORT_TARGETS, type ImportTarget } from './import-targets';
import { columnList, type StagedRows, staged, stagingTable } from './uploads.repository';

type LoadTransaction = Transaction<DatabaseSchema>;

/** Any number; it only has to differ from the other advisory locks of the app (migrate.ts). */
const IMPORT_LOCK_KEY = 7_302_027;

/**
 * One load at a time per database. PostgreSQL: an advisory lock held until the transaction
 * ends, whichever server runs it. DuckDB has a single writer, the process that owns the file,
 * which queues its loads itself (import-loading.ts).
 */
export async function lockLoads(transaction: LoadTransaction, engine: string): Promise<void> {
  if (engine === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(transaction);
  }
}

/** The staged row `s` and the target row `t` have the same key. */
const keyJoin = (target: ImportTarget) =>
  sql.join(
    target.keys.map((key) => sql`${sql.ref(`t.${key}`)} = ${sql.ref(`s.${key}`)}`),
    sql` AND `,
  );

/** The staged row `s` holds other values than the target row `t`. */
const differs = (target: ImportTarget) =>
  sql.join(
    target.values.map(
      (column) => sql`${sql.ref(`t.${column}`)} IS DISTINCT FROM ${sql.ref(`s.${column}`)}`,
    ),
    sql` OR `,
  );

/**
 * Gives each staged company without an id its own (an existing company) or the next free one
 * (a new company, in code order), so that the merge compares and inserts whole rows.
 */
async function assignCompanyIds(transaction: LoadTransaction, rows: StagedRows): Promise<void> {
  const table = sql.table(stagingTable(rows.uploadId));
  await sql`UPDATE ${table} AS s SET id = t.id FROM companies t
             WHERE t.code = s.code AND s.id IS NULL`.execute(transaction);
  const { rows: missing } = await sql<{ code: string }>`
    SELECT code FROM ${table} WHERE id IS NULL ORDER BY code`.execute(transaction);
  if (missing.length === 0) return;
  const { rows: highest } = await sql<{ id: number | null }>`
    SELECT MAX(id) AS id FROM (SELECT id FROM companies UNION ALL SELECT id FROM ${table}) ids`.execute(
    transaction,
  );
  let next = Number(highest[0]?.id ?? 0);
  for (const { code } of missing) {
    next++;
    await sql`UPDATE ${table} SET id = ${next} WHERE code = ${code}`.execute(transaction);
  }
}

/**
 * Merges the staged rows into their table: rows whose values changed are replaced (master data
 * updated in place, keeping what its screens add), new rows added, equal rows left.
 */
export async function mergeStagedRows(
  transaction: LoadTransaction,
  rows: StagedRows,
): Promise<ImportCounts> {
  const target = IMPORT_TARGETS[rows.kind];
  if (rows.kind === 'companies') await assignCompanyIds(transaction, rows);
  const table = sql.table(target.table);
  const firstKey = sql.ref(`t.${target.keys[0] as string}`);
  const { rows: tallies } = await sql<{
    rows: number | string;
    inserted: number | string | null;
    updated: number | string | null;
  }>`
    SELECT count(*) AS rows,
           SUM(CASE WHEN ${firstKey} IS NULL THEN 1 ELSE 0 END) AS inserted,
           SUM(CASE WHEN ${firstKey} IS NOT NULL AND (${differs(target)}) THEN 1 ELSE 0 END) AS updated
      FROM ${staged(rows)} LEFT JOIN ${table} t ON ${keyJoin(target)}`.execute(transaction);
  const tally = tallies[0];
  const read = Number(tally?.rows ?? 0);
  const inserted = Number(tally?.inserted ?? 0);
  const updated = Number(tally?.updated ?? 0);

  if (updated > 0 && target.merge === 'update') {
    const assignments = sql.join(
      target.values.map((column) => sql`${sql.ref(column)} = ${sql.ref(`s.${column}`)}`),
    );
    await sql`UPDATE ${table} AS t SET ${assignments} FROM ${staged(rows)}
               WHERE ${keyJoin(target)} AND (${differs(target)})`.execute(transaction);
  } else if (updated > 0) {
    await sql`DELETE FROM ${table} AS t WHERE EXISTS (SELECT 1 FROM ${staged(rows)}
               WHERE ${keyJoin(target)} AND (${differs(target)}))`.execute(transaction);
  }
  const insert = sql`INSERT INTO ${table} (${columnList(target.columns)})
                     SELECT ${columnList(target.columns, 's')} FROM ${staged(rows)}`;
  if (inserted === read) {
    // A file of new rows only (the nightly close): no need to look for existing keys again.
    await insert.execute(transaction);
  } else if (inserted + updated > 0) {
    await sql`${insert} WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE ${keyJoin(target)})`.execute(
      transaction,
    );
  }
  return { rows: read, inserted, updated, unchanged: read - inserted - updated };
}

const OUTLET_MONTHS = 'import_outlet_months';

/** Refreshes the monthly rollups of the outlet-months the staged daily rows touch. */
export async function refreshTouchedRollups(
  transaction: LoadTransaction,
  rows: StagedRows,
  facts: readonly DailyFact[],
): Promise<void> {
  const target = IMPORT_TARGETS[rows.kind];
  if (!target.month || !('date' in target.month)) return;
  const date = sql.ref(`s.${target.month.date}`);
  const months = sql.table(OUTLET_MONTHS);
  await sql`DROP TABLE IF EXISTS ${months}`.execute(transaction);
  await sql`CREATE TEMP TABLE ${months} AS
            SELECT DISTINCT s.outlet_id, CAST(EXTRACT(YEAR FROM ${date}) AS SMALLINT) AS year,
                   CAST(EXTRACT(MONTH FROM ${date}) AS SMALLINT) AS month
              FROM ${staged(rows)}`.execute(transaction);
  for (const fact of facts) await refreshRollupOf(transaction, fact, OUTLET_MONTHS);
  await sql`DROP TABLE ${months}`.execute(transaction);
}
