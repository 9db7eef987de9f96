/**
 * The `backup` and `restore` commands (DuckDB). A backup asks the running server when there is
 * one (it holds the file) and otherwise opens the file itself; a restore needs the server
 * stopped and builds the database anew from the folder, the migrations table with it, so the
 * next start brings an older backup's schema up to date.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type BackupResult,
  backupResponseSchema,
  errorEnvelopeSchema,
} from '@outlet-pulse/contracts';
import type { Config } from '../config';
import { conflict } from '../core/errors';
import { DatabaseLockedError } from '../db/database';
import { importDuckDb } from '../db/duckdb/duckdb-backup';
import { openDatabase } from '../db/open-database';
import { backUp, POSTGRES_BACKUP_ADVICE } from '../modules/backup/back-up';
import { BACKUP_TOKEN_HEADER, readBackupControl } from '../modules/backup/backup-control';
import { checkBackupSource } from '../modules/backup/backup-folder';

/** The server's answer, or null when no server answers at the address it left behind. */
async function backUpThroughServer(config: Config, to: string): Promise<BackupResult | null> {
  const control = await readBackupControl(config.dataDir);
  if (!control) return null;
  let response: Response;
  try {
    response = await fetch(`${control.url}/api/admin/backup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BACKUP_TOKEN_HEADER]: control.token },
      body: JSON.stringify({ to }),
    });
  } catch {
    return null;
  }
  const body: unknown = await response.json();
  if (!response.ok) {
    throw conflict(`The server refused the backup: ${errorEnvelopeSchema.parse(body).message}`);
  }
  return backupResponseSchema.parse(body).data;
}

export async function runBackup(config: Config, to: string): Promise<string> {
  if (config.storage.engine !== 'duckdb') throw conflict(POSTGRES_BACKUP_ADVICE);
  const target = path.resolve(to);
  const throughServer = await backUpThroughServer(config, target);
  if (throughServer)
    return `Backed up by the running server to ${throughServer.to} (${throughServer.files} files).`;
  const database = await openDatabase(config.storage);
  try {
    const result = await backUp(database, target);
    return `Backed up to ${result.to} (${result.files} files).`;
  } finally {
    await database.close();
  }
}

const hasData = async (file: string) => existsSync(file) && (await stat(file)).size > 0;

export async function runRestore(config: Config, from: string, force: boolean): Promise<string> {
  if (config.storage.engine !== 'duckdb') throw conflict(POSTGRES_BACKUP_ADVICE);
  const source = path.resolve(from);
  await checkBackupSource(source);
  const { file } = config.storage;
  const present = await hasData(file);
  if (present && !force) {
    throw conflict(
      `${file} already holds a database. Stop the server, then run restore again with --force to replace it (the current file is kept beside it).`,
    );
  }
  if (present) {
    // Opening it proves no server holds it, and folds its log in.
    const current = await openDatabase(config.storage).catch((error: unknown) => {
      if (!(error instanceof DatabaseLockedError)) throw error;
      throw conflict(`Stop the server before restoring: it holds ${file}.`);
    });
    await current.close();
  }
  const building = `${file}.restoring`;
  await mkdir(path.dirname(file), { recursive: true });
  await rm(building, { force: true });
  await rm(`${building}.wal`, { force: true });
  await importDuckDb(building, source);
  const kept = present ? `${file}.before-restore-${Date.now()}` : null;
  if (kept) await rename(file, kept);
  await rm(`${file}.wal`, { force: true });
  await rename(building, file);
  return [
    `Restored ${file} from ${source}.`,
    ...(kept ? [`The database it replaced is kept as ${kept}.`] : []),
    'Start the server: migrations newer than the backup run at start.',
  ].join('\n');
}
