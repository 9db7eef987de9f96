/**
 * Bundles the server's command line (apps/server/src/cli.ts) into one ES module at `outfile`,
 * with the contracts package inside (TypeScript source, which Node does not run) and every other
 * npm dependency external, loaded from node_modules as usual. `outfile` must sit one folder
 * below apps/server, as src/*.ts do, so that what the server finds next to its own file (its
 * package.json, the web build) is found from either. `npm start` runs the bundle in
 * apps/server/dist; the tests that start the CLI as a process run one of their own, which starts
 * in a third of the CPU time the source through tsx takes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '../apps/server');

/** @param {string} outfile */
export async function buildServerBundle(outfile) {
  const { dependencies } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
  await build({
    entryPoints: [path.join(serverRoot, 'src/cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    external: Object.keys(dependencies).filter((name) => name !== '@outlet-pulse/contracts'),
  });
}
