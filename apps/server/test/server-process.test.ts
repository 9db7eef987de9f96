/**
 * The server as a process: first start fills an empty embedded database with demo data; a
 * kill -9 loses nothing; SIGTERM closes cleanly; the CLI explains when the server holds the file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { healthResponseSchema } from '@outlet-pulse/contracts';
import { describe, expect, it } from 'vitest';
import { demoCode } from '../src/commands/demo-code';
import { DUCKDB_FILE_NAME } from '../src/config';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../src/seed/demo-users';
import { exitOf, runServerCli, startServeProcess, stopServeProcess } from './serve-process';
import { useTemporaryDirectory } from './temporary-directory';

const startServer = (dataDir: string) =>
  startServeProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const runCli = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
  runServerCli(args, { DATA_DIR: dataDir, ...env });

async function health(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/health`);
  return { status: response.status, body: healthResponseSchema.parse(await response.json()) };
}

describe('the server process', () => {
  const dataDirectory = useTemporaryDirectory('outlet-pulse-process-');

  it('creates demo data on first start, survives kill -9, and closes cleanly on SIGTERM', async () => {
    const dataDir = dataDirectory();
    const first = await startServer(dataDir);
    expect(first.output()).toContain('First start: creating the demo database');
    // Its output is no terminal here (a pipe, as under systemd): the users, not their passwords.
    expect(first.output()).toMatch(
      /Demo sign-ins \(passwords in the README[\s\S]*admin +administrator/,
    );
    expect(first.output()).not.toContain(DEMO_PASSWORD);
    expect(first.output()).not.toContain(DEMO_ADMIN_TOTP_SECRET);
    const firstHealth = await health(first.baseUrl);
    expect(firstHealth.status).toBe(200);
    expect(firstHealth.body.data.engine).toBe('duckdb');
    expect(firstHealth.body.data.dataLastUpdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const killed = exitOf(first.child);
    first.child.kill('SIGKILL');
    expect((await killed).signal).toBe('SIGKILL');

    const second = await startServer(dataDir);
    expect(second.output()).not.toContain('First start');
    expect((await health(second.baseUrl)).body).toEqual(firstHealth.body);

    const locked = runCli(dataDir, ['demo', '--outlets', '12']);
    expect(locked.status).toBe(1);
    expect(locked.stderr).toContain('is in use by another process');

    // The demo admin signs in with the code `demo-code` prints (commands/demo-code.ts, which
    // opens no database); the server reads codes by the real clock: the only admin sign-in here.
    const code = demoCode({ demoMode: true }).slice(0, 6);
    const passwordStep = await fetch(`${second.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const { challenge } = (
      (await passwordStep.json()) as { data: { secondFactor: { challenge: string } } }
    ).data.secondFactor;
    const codeStep = await fetch(`${second.baseUrl}/api/auth/second_factor/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge, code }),
    });
    expect(codeStep.status, await codeStep.clone().text()).toBe(200);

    expect(await stopServeProcess(second.child)).toBe(0);
    expect(existsSync(path.join(dataDir, DUCKDB_FILE_NAME))).toBe(true);
    expect(existsSync(path.join(dataDir, `${DUCKDB_FILE_NAME}.wal`))).toBe(false);

    const link = runCli(dataDir, [
      'auto-in-link',
      '--employee',
      '10215',
      '--menu',
      'sales-summary',
    ]);
    expect(link.status).toBe(0);
    expect(link.stdout).toMatch(
      /http:\/\/localhost:\d+\/auto-in\?token=[\w.-]+&menu=sales-summary/,
    );
    const unknown = runCli(dataDir, ['auto-in-link', '--employee', '99999']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe('No active user has employee ID 99999.');
  });

  it('refuses to start outside demo mode without a signing secret', () => {
    const refused = runCli(dataDirectory(), ['serve'], { DEMO_MODE: 'false' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('AUTH_SECRET is not set');
    expect(refused.stderr).not.toMatch(/\n\s+at /);
  });
});
