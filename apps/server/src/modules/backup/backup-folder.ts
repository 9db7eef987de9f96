/** The folders a backup is written to and restored from, checked before DuckDB touches them. */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { conflict, invalid } from '../../core/errors';

/** What EXPORT DATABASE writes next to the tables' Parquet files. */
const EXPORT_SCRIPTS = ['schema.sql', 'load.sql'];

/** A backup goes to a new or empty folder, never over an older backup's files. */
export async function checkBackupTarget(dir: string): Promise<void> {
  if (!path.isAbsolute(dir)) throw invalid('The backup folder must be an absolute path.');
  if (!existsSync(dir)) return;
  const entries = await readdir(dir).catch(() => {
    throw invalid(`${dir} is not a folder that can be read.`);
  });
  if (entries.length > 0) {
    throw conflict(`The backup folder ${dir} is not empty: choose a new or empty folder.`);
  }
}

/** A folder is restorable when it holds what EXPORT DATABASE wrote. */
export async function checkBackupSource(dir: string): Promise<void> {
  const missing = EXPORT_SCRIPTS.filter((name) => !existsSync(path.join(dir, name)));
  if (missing.length > 0) {
    throw invalid(
      `${dir} is not an Outlet Pulse backup (${missing.join(' and ')} missing): give the folder that backup --to wrote.`,
    );
  }
}
