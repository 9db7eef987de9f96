import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'e2e'],
    // Vitest's default (one worker fewer than cores) runs one file at a time on two cores; the
    // server's files wait on DuckDB and PostgreSQL as much as on the CPU, so two at once take
    // 4.6 instead of 8 minutes there. The browser tests run two files at once as well, a worker
    // keeping its Chromium and portals from file to file (e2e/vitest.config.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
