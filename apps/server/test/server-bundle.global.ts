/**
 * Vitest's global set-up for the server projects whose tests start the command line as a
 * process: bundles it once per run, as `npm start` does (scripts/build-server.mjs), and provides
 * the bundle's path to the tests (`inject('serverCli')`, test/server-cli.ts). Started from
 * source through tsx, each of the run's ~50 processes spent 2–3 s of CPU compiling before it
 * did anything; the bundle starts in a third of that. Each project bundles into a file of its
 * own, so that two projects setting up side by side never write one file.
 */
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerBundle } from '../../../scripts/build-server.mjs';

export default async function bundleServerCli(project: TestProject): Promise<void> {
  const name = project.name.replace(/[^a-z0-9]+/gi, '-');
  const file = path.resolve(import.meta.dirname, '../.test-cli', `${name}.js`);
  await buildServerBundle(file);
  project.provide('serverCli', file);
}
