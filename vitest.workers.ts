/**
 * How many test files run at once, in every project of the test command. Vitest gives a project
 * that keeps its modules from file to file (isolate: false) one worker unless it names a
 * number, and runs projects with different numbers one group after another: every project
 * names this one, so the browser tests, the server's and the web app's run side by side in one
 * group. Three on two cores: the files wait on PostgreSQL, DuckDB and Chromium as much as on
 * the CPU (bench/results/test-time.md). TEST_WORKERS overrides it.
 */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 3);
