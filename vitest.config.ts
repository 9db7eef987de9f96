import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'e2e'],
    // Vitest's default (one worker fewer than cores) runs one file at a time on two cores; the
    // server's files wait on DuckDB and PostgreSQL as much as on the CPU, so two at once take
    // 4.6 instead of 8 minutes there. The browser tests share the workers with them (each file
    // starts its own portal on a free port and its own Chromium): run one at a time after the
    // rest, they made the whole command 15 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
