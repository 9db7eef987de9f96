/**
 * What `npm start` runs: the build step leaves unchanged sources alone, and the compiled server
 * (apps/server/dist/cli.js, plain Node, no TypeScript loader) migrates a fresh database, serves
 * the API and the web app, and stops cleanly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { healthResponseSchema } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET } from './app-config';
import { exitOf, startServeProcess } from './serve-process';
import { useTemporaryDirectory } from './temporary-directory';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const COMPILED_CLI = path.join(repositoryRoot, 'apps/server/dist/cli.js');

function buildIfChanged() {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

const startCompiledServer = (dataDir: string) =>
  startServeProcess(
    { DATA_DIR: dataDir, DEMO_MODE: 'false', AUTH_SECRET: TEST_AUTH_SECRET, LOG_LEVEL: 'warn' },
    { cli: [COMPILED_CLI], cwd: repositoryRoot },
  );

describe('the production start', () => {
  const dataDirectory = useTemporaryDirectory('outlet-pulse-production-');

  it('builds only what changed and runs the compiled server', async () => {
    const first = buildIfChanged();
    expect(first.status, first.stderr).toBe(0);
    expect(existsSync(COMPILED_CLI)).toBe(true);

    const again = buildIfChanged();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('The web app is up to date.');
    expect(again.stdout).toContain('The server is up to date.');
    expect(again.seconds).toBeLessThan(5);

    const server = await startCompiledServer(dataDirectory());
    const exited = exitOf(server.child);
    try {
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(healthResponseSchema.parse(await health.json()).data).toEqual({
        engine: 'duckdb',
        dataLastUpdate: null,
      });
      const page = await fetch(`${server.baseUrl}/`);
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect((await exited).code).toBe(0);
  });
});
