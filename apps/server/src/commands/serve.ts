/**
 * The `serve` command: opens the database (creating it with demo data on a first start in demo
 * mode), serves the API and the web app, and shuts down cleanly on SIGTERM or SIGINT.
 *
 * SIGTERM (systemd, a rolling restart) drains first: the readiness check fails at once while
 * the server goes on answering for SHUTDOWN_GRACE_MS, long enough for a load balancer's check
 * to take it out of rotation; then it stops accepting connections, finishes the requests it
 * holds and the imports it is loading, and exits 0. SIGINT (Ctrl-C at a terminal) skips the
 * grace period; a second signal exits at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/open-database';
import { resolveAuthSecret } from '../modules/auth/auth-keys';
import { localUrl, newBackupToken, writeBackupControl } from '../modules/backup/backup-control';
import { findDataLastUpdate } from '../modules/health/health.repository';
import { Readiness } from '../modules/health/readiness';
import { FirstRunSetup } from '../modules/setup/first-run-setup';
import { formatDemoSignIns, seedDemoUsers } from '../seed/demo-users';
import { defaultDemoOptions, fillWithDemoData, formatDemoSummary, isEmpty } from './demo';

export async function serve(config: Config): Promise<void> {
  const authSecret = await resolveAuthSecret(config);
  const database = await openDatabase(config.storage);
  if (config.demoMode && (await isEmpty(database.kysely))) {
    console.log('First start: creating the demo database (about a minute)…');
    const summary = await fillWithDemoData(database, defaultDemoOptions(config));
    console.log(formatDemoSummary(summary));
  }
  if (config.demoMode) await seedDemoUsers(database.kysely, { authSecret });

  // Without users nobody could sign in: the printed link lets the operator create the first one.
  const firstRunSetup = await FirstRunSetup.start(database);
  const backupToken = newBackupToken();
  // Written once listening: the address and token by which the backup command reaches us.
  let backupControl: { remove(): Promise<void> } | undefined;
  const readiness = new Readiness();
  const app = await buildApp({
    config,
    database,
    authSecret,
    firstRunSetup,
    backupToken,
    readiness,
  });
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    readiness.drain();
    const graceMs = signal === 'SIGTERM' ? config.shutdownGraceMs : 0;
    app.log.info(`${signal} received: draining for ${graceMs} ms, then closing`);
    await sleep(graceMs);
    await backupControl?.remove();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (config.storage.engine === 'duckdb') {
    backupControl = await writeBackupControl(config.dataDir, {
      url: localUrl(config.host, port),
      token: backupToken,
    });
  }
  const dataLastUpdate = await findDataLastUpdate(database.kysely);
  console.log(
    [
      '',
      `Outlet Pulse is running at http://localhost:${port}`,
      `  storage: ${database.engine}${config.storage.engine === 'duckdb' ? ` (${config.storage.file})` : ''}`,
      `  sales data up to: ${dataLastUpdate ?? 'no sales loaded yet'}`,
      `  API documentation: http://localhost:${port}/api/docs`,
      ...(config.demoMode ? [formatDemoSignIns(process.stdout.isTTY === true)] : []),
      ...(firstRunSetup.token === null
        ? []
        : [
            '  No user yet. Create the first administrator at this one-time link',
            '  (valid until used or until the server restarts):',
            `    ${config.publicBaseUrl ?? `http://localhost:${port}`}/setup/${firstRunSetup.token}`,
            '  or run: npm run cli -- create-admin --username NAME (on DuckDB, stop the server first)',
          ]),
      '',
    ].join('\n'),
  );
}
