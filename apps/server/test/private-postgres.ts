/**
 * A private PostgreSQL server, and if asked its hot standby (made with pg_basebackup), in a
 * temporary folder on free loopback ports: for the read-replica tests, and for benchmarks that
 * want a server of their own (pg_stat_statements loaded, nobody else's queries). Nothing of the
 * machine's own PostgreSQL is used or changed: its binaries only. As root the servers run as
 * `postgres` (initdb refuses root). Stopping removes the servers and their folder.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest installed PostgreSQL's binaries (Debian's layout), or null when none is. */
export const postgresBinaries: string | null = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
})();

export interface PrivatePostgres {
  primaryUrl: string;
  /** The hot standby's address, when one was asked for. */
  standbyUrl: string | undefined;
  /** Runs one statement on either server and answers its rows. */
  query<Row extends object>(
    server: 'primary' | 'standby',
    text: string,
    values?: unknown[],
  ): Promise<Row[]>;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops the servers (at once: nothing of theirs is kept) and removes their folder. */
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface PrivatePostgresOptions {
  /** Whether a hot standby follows the primary (true by default). */
  standby?: boolean;
  /** Lines added to the primary's postgresql.conf (the standby copies them). */
  settings?: readonly string[];
}

/** A test server's: durability is not wanted, a small footprint is. */
const TEST_SETTINGS = [
  'fsync = off',
  'full_page_writes = off',
  'shared_buffers = 32MB',
  'max_connections = 40',
];

export async function startPrivatePostgres({
  standby = true,
  settings = TEST_SETTINGS,
}: PrivatePostgresOptions = {}): Promise<PrivatePostgres> {
  if (!postgresBinaries) throw new Error('PostgreSQL binaries not found');
  const bin = postgresBinaries;
  const asRoot = process.getuid?.() === 0;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-standby-'));
  if (asRoot) {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout)),
    );
    await chown(folder, uid as number, gid as number);
  }
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const primaryDir = path.join(folder, 'primary');
  const standbyDir = path.join(folder, 'standby');
  const started: string[] = [];
  const serve = async (dir: string, port: number) => {
    await pgTool('pg_ctl', [
      '-D',
      dir,
      '-l',
      `${dir}.log`,
      '-w',
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
    started.push(dir);
  };
  const stop = async () => {
    for (const dir of started.reverse())
      await pgTool('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']).catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  };

  try {
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    // Trust on loopback, replication included (initdb's --auth=trust writes both).
    await pgTool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-N']);
    await appendFile(path.join(primaryDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    await serve(primaryDir, primaryPort);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    let standbyUrl: string | undefined;
    if (standby) {
      // -R writes the standby's primary_conninfo and standby.signal.
      await pgTool('pg_basebackup', [
        ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
        ...['-D', standbyDir, '-R', '-X', 'stream'],
      ]);
      await serve(standbyDir, standbyPort);
      standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
    }

    const pools = {
      primary: new pg.Pool({ connectionString: primaryUrl, max: 2 }),
      standby: new pg.Pool({ connectionString: standbyUrl ?? primaryUrl, max: 2 }),
    };
    const query: PrivatePostgres['query'] = async (server, text, values = []) => {
      if (server === 'standby' && !standbyUrl) throw new Error('no standby was asked for');
      return (await pools[server].query(text, values)).rows;
    };
    return {
      primaryUrl,
      standbyUrl,
      query,
      async caughtUp() {
        if (!standbyUrl) return;
        const [{ lsn } = { lsn: '' }] = await query<{ lsn: string }>(
          'primary',
          'SELECT pg_current_wal_lsn()::text AS lsn',
        );
        for (let tries = 0; ; tries++) {
          const [state] = await query<{ replayed: boolean }>(
            'standby',
            'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS replayed',
            [lsn],
          );
          if (state?.replayed) return;
          if (tries > 500) throw new Error(`the standby did not replay up to ${lsn}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      async stop() {
        await Promise.all([pools.primary.end(), pools.standby.end()]);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
