/** Starts bench-server.ts in a process of its own and waits until it serves. */
import { spawn } from 'node:child_process';
import type { StorageConfig } from '@outlet-pulse/server/testing';

export interface BenchServerOptions {
  /** Memory of the answer cache in MiB; 0 turns it off. */
  answerCacheMb?: number;
  /** The built web app to serve, for the browser benchmark. */
  webDist?: string;
  /** A folder for the server to watch as its import inbox. */
  inboxDir?: string;
  /** Another checkout's server folder to run (server-checkout.ts); this one's by default. */
  serverDir?: string;
  /** Whether a tab's widgets share their monthly facts; on by default, as in production. */
  factsCache?: boolean;
}

export async function startBenchServer(storage: StorageConfig, options: BenchServerOptions = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench-server.ts'], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      BENCH_STORAGE: JSON.stringify(storage),
      BENCH_ANSWER_CACHE_MB: String(options.answerCacheMb ?? 64),
      ...(options.webDist ? { BENCH_WEB_DIST: options.webDist } : {}),
      ...(options.inboxDir ? { BENCH_INBOX_DIR: options.inboxDir } : {}),
      ...(options.serverDir ? { BENCH_SERVER_DIR: options.serverDir } : {}),
      ...(options.factsCache === false ? { BENCH_FACTS_CACHE: '0' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
