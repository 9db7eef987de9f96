import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers.ts';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'e2e'],
    maxWorkers: TEST_WORKERS,
  },
});
