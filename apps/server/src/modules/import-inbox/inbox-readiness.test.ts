import { describe, expect, it } from 'vitest';
import { observeFiles } from './inbox-readiness';

const SETTLE = 1000;

describe('observeFiles', () => {
  it('holds a new file until it has stayed the same for the settle time', () => {
    const file = { name: 'daily-sales.csv', size: 10, mtimeMs: 5 };
    const first = observeFiles(new Map(), [file], 0, SETTLE);
    expect(first).toMatchObject({ ready: [], settling: ['daily-sales.csv'] });
    const early = observeFiles(first.observations, [file], SETTLE - 1, SETTLE);
    expect(early.ready).toEqual([]);
    const settled = observeFiles(early.observations, [file], SETTLE, SETTLE);
    expect(settled).toMatchObject({ ready: ['daily-sales.csv'], settling: [] });
  });

  it('starts the wait again when the file grows or is touched', () => {
    const first = observeFiles(new Map(), [{ name: 'a.csv', size: 10, mtimeMs: 5 }], 0, SETTLE);
    const grown = observeFiles(
      first.observations,
      [{ name: 'a.csv', size: 20, mtimeMs: 5 }],
      900,
      SETTLE,
    );
    const touched = observeFiles(
      grown.observations,
      [{ name: 'a.csv', size: 20, mtimeMs: 6 }],
      1800,
      SETTLE,
    );
    expect(
      observeFiles(touched.observations, [{ name: 'a.csv', size: 20, mtimeMs: 6 }], 2799, SETTLE)
        .ready,
    ).toEqual([]);
    expect(
      observeFiles(touched.observations, [{ name: 'a.csv', size: 20, mtimeMs: 6 }], 2800, SETTLE)
        .ready,
    ).toEqual(['a.csv']);
  });

  it('forgets files that left the folder', () => {
    const first = observeFiles(new Map(), [{ name: 'a.csv', size: 1, mtimeMs: 1 }], 0, SETTLE);
    expect(observeFiles(first.observations, [], 10, SETTLE).observations.size).toBe(0);
  });
});
