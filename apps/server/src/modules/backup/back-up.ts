/** Writing a backup of an open database, whether the server or the CLI holds it. */

import { readdir } from 'node:fs/promises';
import type { BackupResult } from '@outlet-pulse/contracts';
import { conflict } from '../../core/errors';
import type { Database } from '../../db/database';
import { exportDuckDb } from '../../db/duckdb/duckdb-backup';
import { checkBackupTarget } from './backup-folder';

export const POSTGRES_BACKUP_ADVICE =
  'On PostgreSQL, back up with pg_dump -Fc and restore with pg_restore (see docs/operations.md, Backups and upgrades).';

export async function backUp(database: Database, to: string): Promise<BackupResult> {
  if (database.engine !== 'duckdb') throw conflict(POSTGRES_BACKUP_ADVICE);
  await checkBackupTarget(to);
  await exportDuckDb(database.kysely, to);
  return { to, files: (await readdir(to)).length };
}
