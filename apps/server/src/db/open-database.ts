/** Opens the configured engine and brings its schema up to date. */
import type { StorageConfig } from '../config';
import type { Database } from './database';
import { openDuckDb } from './duckdb/open-duckdb';
import { migrate } from './migrate';
import { openPostgres } from './postgres/open-postgres';

export async function openDatabase(storage: StorageConfig): Promise<Database> {
  const database =
    storage.engine === 'duckdb'
      ? await openDuckDb(storage.file)
      : await openPostgres(storage.url, undefined, storage.readUrl);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
