import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for a state the page reaches once its calls have answered: Vitest's one
    // second would be a bet on the machine's speed, which a busy machine loses.
    expect: { poll: { timeout: 10_000 } },
    // A worker keeps its modules, its Chromium and its portals from one file to the next
    // (support/suite.ts), instead of loading the server's code and starting them for each file.
    isolate: false,
    // Files side by side, one per worker: no test depends on timing, each waits for states.
    fileParallelism: true,
    maxWorkers: TEST_WORKERS,
  },
});
