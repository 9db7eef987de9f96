/**
 * `serve` as a child process, as an operator starts it: the test run's bundle of the command line
 * (test/server-cli.ts), or `npm start`'s. It listens on a free loopback port; a test reaches it at the address it prints.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { serverCli } from './server-cli';

export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

/** What every test server is given: a free loopback port, and no wait on SIGTERM. */
export const SERVE_ENVIRONMENT = {
  PORT: '0',
  HOST: '127.0.0.1',
  // No load balancer to drain for: SIGTERM closes at once.
  SHUTDOWN_GRACE_MS: '0',
};

export interface ServeProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote, standard output and standard error. */
  output(): string;
}

/**
 * Starts `serve` with the test's environment over the process's own; answers once it has
 * printed its address, or with `banner`, its whole start-up banner (the set-up link is in it).
 */
export function startServeProcess(
  env: Record<string, string>,
  options: { cli?: readonly string[]; cwd?: string; banner?: boolean } = {},
): Promise<ServeProcess> {
  const child = spawn(process.execPath, [...(options.cli ?? serverCli()), 'serve'], {
    cwd: options.cwd ?? SERVER_ROOT,
    env: { ...process.env, ...SERVE_ENVIRONMENT, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = options.banner
    ? /running at (http:\/\/localhost:\d+)[\s\S]*\n\n/
    : /running at (http:\/\/localhost:\d+)/;
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(started);
      if (match?.[1]) resolve({ child, baseUrl: match[1], output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** How a process ended. */
export function exitOf(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Sends SIGTERM and answers the exit code once the process has exited. */
export async function stopServeProcess(child: ChildProcess): Promise<number | null> {
  const exited = exitOf(child);
  child.kill('SIGTERM');
  return (await exited).code;
}

/** Runs a CLI command to its end, with the test's environment over the process's. */
export function runServerCli(args: readonly string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [...serverCli(), ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}
