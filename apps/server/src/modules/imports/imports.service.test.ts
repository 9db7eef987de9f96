/** The import work folder at start-up: a stopped process's old files go, recent ones stay. */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { ImportService } from './imports.service';
import { UPLOAD_LIFETIME_MS } from './upload-checks';

describe('the import work folder', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('keeps files younger than an upload’s lifetime, which another server may be using', async () => {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-workdir-'));
    folders.push(workDir);
    const now = Date.now();
    const old = path.join(workDir, 'old.csv');
    const fresh = path.join(workDir, 'fresh.upload');
    await writeFile(old, 'left behind');
    await writeFile(fresh, 'in use');
    const longAgo = new Date(now - UPLOAD_LIFETIME_MS - 60_000);
    await utimes(old, longAgo, longAgo);

    // The folder is all this test touches; the service needs no database for it.
    await new ImportService({
      database: {} as Database,
      workDir,
      clock: () => now,
    }).checks.prepareWorkDir();
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
