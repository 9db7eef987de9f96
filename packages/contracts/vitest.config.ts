import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

// Plain functions and schemas: a worker keeps its modules from one file to the next.
export default defineProject({
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
    isolate: false,
    maxWorkers: TEST_WORKERS,
  },
});
