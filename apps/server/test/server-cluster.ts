/**
 * Several `serve` processes on one PostgreSQL database behind a real HAProxy, as
 * docs/operations.md's "Several servers" sets them up, on loopback ports: for the replica test
 * and the rolling-restart benchmark. HAProxy runs the operator's own configuration
 * (docs/haproxy.cfg) with this machine's addresses in place of the example ones. Free of Vitest,
 * so the benchmark uses it too.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverCli } from './server-cli';

const serverRoot = path.resolve(import.meta.dirname, '..');
export const HAPROXY_CONFIG_FILE = path.resolve(serverRoot, '../../docs/haproxy.cfg');

/** HAProxy's path; installs Debian's package with apt when it is missing and we are root. */
export function findHaproxy(): string {
  const found = whichHaproxy();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { env, stdio: 'ignore' });
    const installed = whichHaproxy();
    if (installed) return installed;
  }
  throw new Error(
    "HAProxy is missing: install Debian's package as root (apt-get install haproxy) and run again.",
  );
}

function whichHaproxy(): string | null {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** A TCP port free on loopback at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  /** HAProxy's name for it (app1, app2, …), as X-Served-By answers it. */
  name: string;
  port: number;
  baseUrl: string;
  /** Everything the current process wrote. */
  output(): string;
  /**
   * Sends the signal and waits for the process to exit; its exit code (null when it had
   * stopped already). SIGINT also removes its data folder: the end of the set-up.
   */
  stop(signal: 'SIGTERM' | 'SIGINT'): Promise<number | null>;
  /** Starts the server again on the same port once it has stopped. */
  start(): Promise<void>;
}

/** `serve` as a process of its own, on `port`; resolves once it prints its address. */
export async function startServerProcess(options: {
  name: string;
  port: number;
  env: Record<string, string>;
}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `outlet-pulse-${options.name}-`));
  let child: ChildProcess | undefined;
  let output = '';
  const start = () =>
    new Promise<void>((resolve, reject) => {
      output = '';
      const started = spawn(process.execPath, [...serverCli(), 'serve'], {
        cwd: serverRoot,
        env: {
          ...process.env,
          DEMO_MODE: 'false',
          HOST: '127.0.0.1',
          PORT: String(options.port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/running at http:\/\/localhost:\d+[\s\S]*\n\n/.test(output)) resolve();
      };
      started.stdout?.on('data', onData);
      started.stderr?.on('data', onData);
      started.once('exit', (code) =>
        reject(new Error(`${options.name} exited with ${code}:\n${output}`)),
      );
    });
  await start();
  return {
    name: options.name,
    port: options.port,
    baseUrl: `http://127.0.0.1:${options.port}`,
    output: () => output,
    async stop(signal) {
      const running = child;
      let code: number | null = null;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise<number | null>((resolve) =>
          running.once('exit', (exitCode) => resolve(exitCode)),
        );
        running.kill(signal);
        code = await exited;
      }
      if (signal === 'SIGINT') await rm(dataDir, { recursive: true, force: true });
      return code;
    },
    start,
  };
}

/**
 * `serve` processes on one database, named as docs/haproxy.cfg names them (app1, app2, …), each
 * on a free port, trusting the balancer on loopback for the client's address; `env` adds to or
 * overrides that.
 */
export async function startServerProcesses(
  names: readonly string[],
  env: Record<string, string>,
): Promise<ServerProcess[]> {
  const ports = await Promise.all(names.map(() => freePort()));
  return Promise.all(
    names.map((name, index) =>
      startServerProcess({
        name,
        port: ports[index] as number,
        env: { TRUST_PROXY: '127.0.0.1', ...env },
      }),
    ),
  );
}

export interface Balancer {
  url: string;
  /** HAProxy's view of each server: UP, DOWN, or a transition such as 'UP 1/2'. */
  serverStates(): Promise<Record<string, string>>;
  /** Waits until HAProxy reports the server in that state. */
  waitFor(server: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * docs/haproxy.cfg with this machine's addresses: the frontend on `port`, the servers on
 * theirs, in order (app1, app2, …); and an admin socket for the caller to read server states.
 */
export async function haproxyConfig(
  port: number,
  servers: { name: string; port: number }[],
  adminSocket: string,
): Promise<string> {
  const operatorConfig = await readFile(HAPROXY_CONFIG_FILE, 'utf8');
  let serversReplaced = 0;
  const config = operatorConfig
    .replace(/^(\s*)bind 127\.0\.0\.1:8080$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^(\s*)server (app\d+) [\d.]+:8080$/gm, (_line, indent: string, name: string) => {
      const server = servers.find((candidate) => candidate.name === name);
      if (!server) throw new Error(`no server ${name} given for ${HAPROXY_CONFIG_FILE}`);
      serversReplaced++;
      return `${indent}server ${name} 127.0.0.1:${server.port}`;
    })
    .replace(/^global$/m, `global\n    stats socket ${adminSocket} level admin`);
  if (!config.includes(`bind 127.0.0.1:${port}`) || serversReplaced !== servers.length)
    throw new Error(`${HAPROXY_CONFIG_FILE} no longer has the lines this set-up replaces`);
  return config;
}

/** HAProxy in the foreground with docs/haproxy.cfg for these servers; resolves once it serves. */
export async function startBalancer(servers: { name: string; port: number }[]): Promise<Balancer> {
  const haproxy = findHaproxy();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-haproxy-'));
  const adminSocket = path.join(folder, 'admin.sock');
  const port = await freePort();
  const configFile = path.join(folder, 'haproxy.cfg');
  await writeFile(configFile, await haproxyConfig(port, servers, adminSocket));
  const child = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const serverStates = async () => {
    const table = await adminCommand(adminSocket, 'show servers state pulse_servers');
    // Version line, then '# be_id be_name srv_id srv_name srv_addr srv_op_state …' and rows.
    const states: Record<string, string> = {};
    for (const line of table.split('\n')) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 6 || line.startsWith('#')) continue;
      // srv_op_state: 0 stopped (DOWN), 1 starting, 2 running (UP), 3 stopping.
      const [, , , name, , operational] = fields;
      if (name)
        states[name] = operational === '2' ? 'UP' : operational === '0' ? 'DOWN' : 'TRANSITION';
    }
    return states;
  };
  const waitFor = async (server: string, state: 'UP' | 'DOWN', timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while ((await serverStates().catch(() => ({}) as Record<string, string>))[server] !== state) {
      if (Date.now() > deadline)
        throw new Error(
          `HAProxy did not see ${server} ${state} within ${timeoutMs} ms:\n${output}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  for (const server of servers) await waitFor(server.name, 'UP');
  return {
    url: `http://127.0.0.1:${port}`,
    serverStates,
    waitFor,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** One command on HAProxy's admin socket; its whole answer. */
function adminCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.createConnection(socketPath, () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
