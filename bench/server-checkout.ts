/**
 * Which checkout's server a benchmark runs: this one by default, or another one (e.g. a
 * `git worktree` of the commit before a change, for the "before" column) named by
 * `--checkout <dir>`. The benchmarks' own code stays this checkout's; everything that
 * touches the server (seeding, serving, its SQL) runs in child processes that import the
 * chosen checkout's modules by path (BENCH_SERVER_DIR), so no bench file depends on server
 * internals that changed in between.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const THIS_CHECKOUT = path.resolve(import.meta.dirname, '..');

/** The server folder of the checkout named on the command line, or of this one. */
export function chosenServerDir(argv: readonly string[]): string {
  const index = argv.indexOf('--checkout');
  const checkout = index >= 0 ? argv[index + 1] : undefined;
  return path.join(checkout ? path.resolve(checkout) : THIS_CHECKOUT, 'apps', 'server');
}

/** The chosen checkout's server folder (chosenServerDir), its modules linked (linkCheckoutModules). */
export async function linkedServerDir(argv: readonly string[]): Promise<string> {
  const serverDir = chosenServerDir(argv);
  await linkCheckoutModules(serverDir);
  return serverDir;
}

export const isThisCheckout = (serverDir: string) =>
  path.resolve(serverDir) === path.join(THIS_CHECKOUT, 'apps', 'server');

/**
 * A `git worktree` has no node_modules. It gets this checkout's packages by link (the lock
 * file has not changed since the commits compared), except the workspace packages, which
 * must be its own: its server with its own contracts.
 */
export async function linkCheckoutModules(serverDir: string): Promise<void> {
  const checkout = path.resolve(serverDir, '..', '..');
  const modules = path.join(checkout, 'node_modules');
  if (isThisCheckout(serverDir) || existsSync(modules)) return;
  const ours = path.join(THIS_CHECKOUT, 'node_modules');
  await mkdir(path.join(modules, '@outlet-pulse'), { recursive: true });
  for (const entry of await readdir(ours)) {
    if (entry !== '@outlet-pulse') await symlink(path.join(ours, entry), path.join(modules, entry));
  }
  const workspaces = { server: 'apps/server', web: 'apps/web', contracts: 'packages/contracts' };
  for (const [name, folder] of Object.entries(workspaces)) {
    await symlink(path.join(checkout, folder), path.join(modules, '@outlet-pulse', name));
  }
  console.log(`Linked ${modules} to this checkout's packages (its own workspace packages).`);
}

/** Imports a module of the server under BENCH_SERVER_DIR (this checkout's by default). */
export function importServerModule<Module>(relativePath: string): Promise<Module> {
  const serverDir = process.env.BENCH_SERVER_DIR ?? path.join(THIS_CHECKOUT, 'apps', 'server');
  return import(pathToFileURL(path.join(serverDir, relativePath)).href) as Promise<Module>;
}
