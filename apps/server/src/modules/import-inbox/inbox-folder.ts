/**
 * The inbox folder on disk. Files wait at its top level; a pass claims a file by renaming it
 * into a folder of its claim under processing/ (one rename, so two servers sharing the folder
 * never take the same file), and leaves it in done/ or failed/ with its report beside it. A
 * filed name starts with the moment of claiming, so a file dropped again under the same name
 * never overwrites the earlier.
 */
import { mkdir, readdir, rename, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileSighting } from './inbox-readiness';

export type InboxOutcome = 'done' | 'failed';

const PROCESSING = 'processing';

/**
 * A writer that cannot write in one go may write under a hidden name or one ending in .part or
 * .tmp and rename the file when it is whole; such names are never picked up.
 */
function isWaiting(name: string): boolean {
  return !name.startsWith('.') && !/\.(part|tmp)$/i.test(name);
}

export async function prepareInbox(inboxDir: string): Promise<void> {
  for (const folder of [PROCESSING, 'done', 'failed']) {
    await mkdir(path.join(inboxDir, folder), { recursive: true });
  }
}

/** The files waiting at the top level of the inbox, with their size and modification time. */
export async function listWaitingFiles(inboxDir: string): Promise<FileSighting[]> {
  const sightings: FileSighting[] = [];
  for (const entry of await readdir(inboxDir, { withFileTypes: true })) {
    if (!entry.isFile() || !isWaiting(entry.name)) continue;
    const found = await stat(path.join(inboxDir, entry.name)).catch(() => null);
    if (found) sightings.push({ name: entry.name, size: found.size, mtimeMs: found.mtimeMs });
  }
  return sightings;
}

/** 2026-11-24 14:56:00.123 UTC → 20261124-145600-123 */
function stampOf(at: number): string {
  const iso = new Date(at).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`;
}

/**
 * Moves a waiting file into a folder of its claim under processing/, keeping its name; null
 * when another server took it first.
 */
export async function claimFile(
  inboxDir: string,
  name: string,
  at: number,
): Promise<{ claimedName: string; path: string } | null> {
  const claimFolder = path.join(inboxDir, PROCESSING, stampOf(at));
  await mkdir(claimFolder, { recursive: true });
  const claimed = path.join(claimFolder, name);
  try {
    await rename(path.join(inboxDir, name), claimed);
    return { claimedName: `${stampOf(at)}_${name}`, path: claimed };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Files the claimed file away with its report beside it; answers where it went. */
export async function fileAway(
  inboxDir: string,
  claimed: { claimedName: string; path: string },
  outcome: InboxOutcome,
  report: string,
): Promise<string> {
  const destination = path.join(inboxDir, outcome, claimed.claimedName);
  await writeFile(`${destination}.report.txt`, report);
  await rename(claimed.path, destination);
  await rmdir(path.dirname(claimed.path)).catch(() => undefined);
  return destination;
}

/** Whether a claim is in processing/: another server's at work, or a stopped pass's. */
export async function hasUnfinished(inboxDir: string): Promise<boolean> {
  return (await readdir(path.join(inboxDir, PROCESSING))).length > 0;
}

/**
 * Puts back what a stopped pass left in processing/ (its load rolled back with it), under the
 * file's own name, so the next pass takes it again. A file dropped meanwhile under the same
 * name keeps its place; the left-over one waits until that one is filed away.
 */
export async function returnUnfinished(inboxDir: string): Promise<string[]> {
  const returned: string[] = [];
  for (const claim of await readdir(path.join(inboxDir, PROCESSING))) {
    const claimFolder = path.join(inboxDir, PROCESSING, claim);
    for (const name of await readdir(claimFolder)) {
      const target = path.join(inboxDir, name);
      if (await stat(target).catch(() => null)) continue;
      await rename(path.join(claimFolder, name), target);
      returned.push(name);
    }
    // Emptied, or still holding a file that waits for its name to be free.
    await rmdir(claimFolder).catch(() => undefined);
  }
  return returned;
}
