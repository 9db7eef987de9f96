/**
 * What `npm start` runs: the build step leaves unchanged sources alone, and the compiled server
 * (apps/server/dist/cli.js, plain Node, no TypeScript loader) migrates a fresh database, serves
 * the API and the web app, and stops cleanly.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { healthResponseSchema } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET } from './app-config';
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

function startCompiledServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, [COMPILED_CLI, 'serve'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      AUTH_SECRET: TEST_AUTH_SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // No load balancer to drain for: SIGTERM closes at once.
      SHUTDOWN_GRACE_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) resolve({ child, baseUrl: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

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
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
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
    expect(await exited).toBe(0);
  });
});
