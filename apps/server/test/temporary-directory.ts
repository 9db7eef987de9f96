/** A temporary folder for one suite: made before its tests, removed with its contents after them. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** Answers the folder's path; call it inside hooks and tests, once the folder exists. */
export function useTemporaryDirectory(prefix: string): () => string {
  let directory: string | undefined;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });
  return () => {
    if (!directory) throw new Error('the temporary folder is made in beforeAll');
    return directory;
  };
}
