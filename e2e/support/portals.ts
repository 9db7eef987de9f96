/**
 * The portals of one test worker. Files that only read the demo data share the worker's portal
 * of that data set (`shared`); files that change what others read (imports, the System screens,
 * passwords, second factors, links, an empty portal's set-up) start one of their own (`start`)
 * and close it after. Each data set's demo database is made once in the worker and copied for
 * every portal on it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildDemoDatabase,
  demoDataOf,
  type PortalOptions,
  type RunningPortal,
  startPortal,
} from './portal';

export class WorkerPortals {
  readonly #folder = mkdtemp(path.join(os.tmpdir(), 'outlet-pulse-e2e-demo-'));
  readonly #demoDatabases = new Map<string, Promise<string>>();
  readonly #shared = new Map<string, Promise<RunningPortal>>();

  /** The worker's portal on the demo data of `options`, started by the first file that asks. */
  shared(options: PortalOptions): Promise<RunningPortal> {
    if (options.smtp || options.importMaxMb !== undefined) {
      throw new Error('A portal with its own mail or import settings is a file’s own: start it.');
    }
    const key = JSON.stringify(options.empty ? { empty: true } : demoDataOf(options));
    let portal = this.#shared.get(key);
    if (!portal) {
      portal = this.start(options);
      this.#shared.set(key, portal);
    }
    return portal;
  }

  /** A portal of the caller's own, which the caller closes. */
  async start(options: PortalOptions): Promise<RunningPortal> {
    return startPortal(options, options.empty ? null : await this.#demoDatabase(options));
  }

  #demoDatabase(options: PortalOptions): Promise<string> {
    const data = demoDataOf(options);
    const key = JSON.stringify(data);
    let file = this.#demoDatabases.get(key);
    if (!file) {
      const name = `demo-${this.#demoDatabases.size}.duckdb`;
      file = this.#folder.then(async (folder) => {
        const made = path.join(folder, name);
        await buildDemoDatabase(made, data);
        return made;
      });
      this.#demoDatabases.set(key, file);
    }
    return file;
  }

  async close(): Promise<void> {
    const portals = await Promise.allSettled(this.#shared.values());
    await Promise.all(
      portals.map((portal) => (portal.status === 'fulfilled' ? portal.value.close() : undefined)),
    );
    await rm(await this.#folder, { recursive: true, force: true });
  }
}
