/**
 * The web app's unit tests in two projects, named `web (…)` (`--project 'web*'` runs both):
 * - `shared`: a worker keeps its modules from one file to the next (isolate: false); loading
 *   them again for each file was 83 % of the project's time.
 * - `isolated`: the files that replace a module (vi.mock), which needs a fresh module graph.
 */
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

const MODULE_REPLACING_TESTS = ['src/components/error-reference.test.ts'];

export default defineConfig({
  test: {
    name: 'web',
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts'],
          exclude: MODULE_REPLACING_TESTS,
          isolate: false,
          maxWorkers: TEST_WORKERS,
        },
      },
      { test: { name: 'isolated', include: MODULE_REPLACING_TESTS, maxWorkers: TEST_WORKERS } },
    ],
  },
});
