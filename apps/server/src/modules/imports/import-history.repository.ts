/** SQL of the import history: one row per file, newest first, with who loaded it. */
import type { ImportBatch, ImportKind } from '@outlet-pulse/contracts';
import type { Database } from '../../db/database';
import { pagedRows } from '../master-data/list-query';

export async function batchIdTaken(database: Database, id: string): Promise<boolean> {
  const row = await database.kysely
    .selectFrom('import_batches')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findBatches(
  database: Database,
  offset: number,
  limit: number,
): Promise<{ rows: ImportBatch[]; count: number }> {
  const { rows, count } = await pagedRows(
    database.kysely
      .selectFrom('import_batches as b')
      .leftJoin('users as u', 'u.id', 'b.user_id')
      .selectAll('b')
      .select('u.username')
      .orderBy('b.started_at', 'desc')
      .orderBy('b.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    database.kysely
      .selectFrom('import_batches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind as ImportKind,
      fileName: row.file_name,
      status: row.status === 'LOADED' ? 'LOADED' : 'FAILED',
      rows: Number(row.rows_read),
      inserted: Number(row.inserted),
      updated: Number(row.updated),
      unchanged: Number(row.unchanged),
      message: row.message,
      username: row.username ?? null,
      startedAt: new Date(Number(row.started_at)).toISOString(),
      finishedAt: new Date(Number(row.finished_at)).toISOString(),
    })),
    count,
  };
}
