/**
 * Which files of the inbox are whole. A file still being written grows or is touched, so a file
 * counts as whole once its size and modification time have stayed the same for the settle time
 * as this process watched them. Watching, rather than comparing the modification time with our
 * clock, keeps a network share whose clock differs from ours from handing over a half file.
 */

export interface FileSighting {
  name: string;
  size: number;
  mtimeMs: number;
}

interface Observation {
  size: number;
  mtimeMs: number;
  /** When this process first saw the file with this size and time. */
  since: number;
}

export type Observations = ReadonlyMap<string, Observation>;

export interface Readiness {
  /** What the next look compares with; files gone from the folder are forgotten. */
  observations: Observations;
  /** Files unchanged for the settle time, by name. */
  ready: string[];
  /** Files written to within the settle time, by name. */
  settling: string[];
}

export function observeFiles(
  previous: Observations,
  files: readonly FileSighting[],
  now: number,
  settleMs: number,
): Readiness {
  const observations = new Map<string, Observation>();
  const ready: string[] = [];
  const settling: string[] = [];
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    const before = previous.get(file.name);
    const unchanged = before && before.size === file.size && before.mtimeMs === file.mtimeMs;
    const since = unchanged ? before.since : now;
    observations.set(file.name, { size: file.size, mtimeMs: file.mtimeMs, since });
    (now - since >= settleMs ? ready : settling).push(file.name);
  }
  return { observations, ready, settling };
}
