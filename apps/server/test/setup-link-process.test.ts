/**
 * The first-run set-up link as an operator meets it: `serve` outside demo mode on an empty
 * embedded database prints the link; the token works through the real server, appears in its
 * output only on that printed line (the request log shows it redacted), and is gone after use;
 * a restart with a user prints no link, and `create-admin` then refuses a second administrator.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runServerCli, startServeProcess, stopServeProcess } from './serve-process';
import { useTemporaryDirectory } from './temporary-directory';

const AUTH_SECRET = 'process-test-secret-that-is-long-enough-for-signing';

const environment = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DEMO_MODE: 'false',
  AUTH_SECRET,
  LOG_LEVEL: 'info',
});

/** Starts `serve` and waits for its banner (the set-up link, when printed, is inside it). */
const startServer = (dataDir: string) => startServeProcess(environment(dataDir), { banner: true });

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

      await stopServeProcess(server.child);
      const output = server.output();
      expect(output.split(token ?? '').length - 1).toBe(1);
      expect(output).toContain('"url":"/setup/[redacted]"');
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('is not printed once a user exists, and create-admin refuses a second administrator', async () => {
    const server = await startServer(dataDir());
    await stopServeProcess(server.child);
    expect(server.output()).not.toContain('/setup/');

    const passwordFile = path.join(dataDir(), 'password');
    await writeFile(passwordFile, 'second owner 2026\n', { mode: 0o600 });
    const refused = runServerCli(
      ['create-admin', '--username', 'second', '--password-file', passwordFile],
      environment(dataDir()),
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('An active administrator exists already (owner)');
  });
});
