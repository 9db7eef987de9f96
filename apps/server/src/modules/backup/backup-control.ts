/**
 * How the CLI asks a running server for a backup. DuckDB lets one process open the file, so the
 * server, which holds it, must write the copy. At start the server writes its address and a
 * random token to a file in DATA_DIR that only its own user can read; whoever can read that
 * file may already read the database, so the token grants nothing more. The file goes when the
 * server stops (a stale one after kill -9 leads to a refused connection, and the CLI then opens
 * the database itself).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const BACKUP_CONTROL_FILE = 'backup-control.json';
export const BACKUP_TOKEN_HEADER = 'x-backup-token';

export interface BackupControl {
  /** Where the server answers, from this machine. */
  url: string;
  token: string;
}

export const newBackupToken = () => randomBytes(32).toString('base64url');

export function isBackupToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The address the CLI reaches a server listening on `host` at, from the same machine. */
export function localUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

export async function writeBackupControl(dataDir: string, control: BackupControl) {
  const file = path.join(dataDir, BACKUP_CONTROL_FILE);
  await writeFile(file, JSON.stringify(control), { mode: 0o600 });
  return { remove: () => rm(file, { force: true }) };
}

export async function readBackupControl(dataDir: string): Promise<BackupControl | null> {
  try {
    const parsed = JSON.parse(await readFile(path.join(dataDir, BACKUP_CONTROL_FILE), 'utf8'));
    return typeof parsed.url === 'string' && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
