/**
 * The first-run set-up link as an operator meets it: `serve` outside demo mode on an empty
 * embedded database prints the link; the token works through the real server, appears in its
 * output only on that printed line (the request log shows it redacted), and is gone after use;
 * a restart with a user prints no link, and `create-admin` then refuses a second administrator.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTemporaryDirectory } from './temporary-directory';

const serverRoot = path.resolve(import.meta.dirname, '..');
const cliArguments = ['--import', 'tsx', 'src/cli.ts'];
const AUTH_SECRET = 'process-test-secret-that-is-long-enough-for-signing';

function environment(dataDir: string) {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO_MODE: 'false',
    AUTH_SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // No load balancer to drain for: SIGTERM closes at once.
    SHUTDOWN_GRACE_MS: '0',
  };
}

/** Starts `serve` and waits for its banner (the set-up link, when printed, is inside it). */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, [...cliArguments, 'serve'], {
    cwd: serverRoot,
    env: environment(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ child: ChildProcess; baseUrl: string; output: () => string }>(
    (resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/running at (http:\/\/localhost:\d+)[\s\S]*\n\n/);
        if (match?.[1]) resolve({ child, baseUrl: match[1], output: () => output });
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    },
  );
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the printed set-up link', () => {
  const dataDir = useTemporaryDirectory('outlet-pulse-setup-link-');

  it('works once through the real server and stays out of the request log', async () => {
    const server = await startServer(dataDir());
    try {
      const printed = server.output().match(/\/setup\/([A-Za-z0-9_-]{43,})\n/);
      const token = printed?.[1];
      expect(token, server.output()).toBeDefined();
      expect(server.output()).toContain(`${server.baseUrl}/setup/${token}`);

      await fetch(`${server.baseUrl}/setup/${token}`);
      expect((await post(`${server.baseUrl}/api/setup/check`, { token })).status).toBe(200);
      const created = await post(`${server.baseUrl}/api/setup`, {
        token,
        username: 'owner',
        name: 'Group Owner',
        email: 'owner@group.example',
        password: 'process owner 2026',
      });
      expect(created.status).toBe(200);
      expect((await post(`${server.baseUrl}/api/setup/check`, { token })).status).toBe(404);
      const signedIn = await post(`${server.baseUrl}/api/auth`, {
        username: 'owner',
        password: 'process owner 2026',
      });
      expect(signedIn.status).toBe(200);

      await stop(server.child);
      const output = server.output();
      expect(output.split(token ?? '').length - 1).toBe(1);
      expect(output).toContain('"url":"/setup/[redacted]"');
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('is not printed once a user exists, and create-admin refuses a second administrator', async () => {
    const server = await startServer(dataDir());
    await stop(server.child);
    expect(server.output()).not.toContain('/setup/');

    const passwordFile = path.join(dataDir(), 'password');
    await writeFile(passwordFile, 'second owner 2026\n', { mode: 0o600 });
    const refused = spawnSync(
      process.execPath,
      [...cliArguments, 'create-admin', '--username', 'second', '--password-file', passwordFile],
      { cwd: serverRoot, env: environment(dataDir()), encoding: 'utf8' },
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('An active administrator exists already (owner)');
  });
});
