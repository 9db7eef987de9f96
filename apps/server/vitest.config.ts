/**
 * The server's tests in three projects, named `server (…)` (`--project 'server*'` runs them all):
 * - `in-process`: the files that call the app in-process. A worker keeps its modules from one file
 *   to the next (isolate: false): importing the app took seconds of CPU per file, more than
 *   most files' tests. Its database templates (test/database-templates.ts) live as long.
 * - `processes`: the files that start servers, the CLI or PostgreSQL as child processes.
 * - `isolated`: the files that replace a module (vi.mock), which needs the file's own
 *   fresh module graph.
 */
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

const PROCESS_TESTS = [
  'src/db/postgres/read-replica.test.ts',
  'src/modules/backup/backup.test.ts',
  'src/modules/import-inbox/import-inbox-crash.test.ts',
  'src/modules/imports/import-crash.test.ts',
  'test/production-start.test.ts',
  'test/replicas-behind-haproxy.test.ts',
  'test/secrets-in-the-log.test.ts',
  'test/server-process.test.ts',
  'test/setup-link-process.test.ts',
];

const MODULE_REPLACING_TESTS = [
  'src/modules/auth/auth.test.ts',
  'src/modules/auth/login-throttle-shared.test.ts',
];

const shared = { testTimeout: 120_000, hookTimeout: 120_000, maxWorkers: TEST_WORKERS };
/** The projects whose tests start the command line as a process get it bundled (test/server-cli.ts). */
const bundledCli = { globalSetup: ['test/server-bundle.global.ts'] };

export default defineConfig({
  test: {
    name: 'server',
    projects: [
      {
        test: {
          name: 'in-process',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...PROCESS_TESTS, ...MODULE_REPLACING_TESTS],
          isolate: false,
          ...shared,
          ...bundledCli,
        },
      },
      { test: { name: 'processes', include: PROCESS_TESTS, ...shared, ...bundledCli } },
      { test: { name: 'isolated', include: MODULE_REPLACING_TESTS, ...shared } },
    ],
  },
});
