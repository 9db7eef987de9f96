/**
 * Builds what `npm start` runs, each part only when its sources changed since its last build:
 * the web app (vite) into apps/web/dist and the server (esbuild) into apps/server/dist/cli.js.
 * A hash of each part's sources is kept in .tmp/ (not in the web build, which is served); when
 * it matches and the build is there, the part is left alone, so a restart on unchanged sources
 * is ready in seconds. `--force` builds both anyway.
 * How the server is bundled: build-server.mjs.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServerBundle } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);
const HASH_DIR = at('.tmp/build-hashes');

/** Every file under the given paths (folders walked), as sorted paths relative to the root. */
function filesOf(paths) {
  return paths
    .map((relative) => at(relative))
    .filter((absolute) => existsSync(absolute))
    .flatMap((absolute) =>
      statSync(absolute).isDirectory()
        ? readdirSync(absolute, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name))
        : [absolute],
    )
    .map((absolute) => path.relative(root, absolute))
    .sort();
}

function hashOf(paths) {
  const hash = createHash('sha256');
  for (const file of filesOf(paths))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(at(file)));
  return hash.digest('hex');
}

const SHARED = [
  'packages/contracts/src',
  'package-lock.json',
  'scripts/build-if-changed.mjs',
  'scripts/build-server.mjs',
];

const PARTS = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'scripts/precompress-web.mjs',
      ...SHARED,
    ],
    build: () => {
      execFileSync(
        process.execPath,
        [at('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
        {
          cwd: at('apps/web'),
          stdio: 'inherit',
        },
      );
      execFileSync(process.execPath, [at('scripts/precompress-web.mjs'), at('apps/web/dist')], {
        stdio: 'inherit',
      });
    },
  },
  {
    name: 'server',
    output: 'apps/server/dist/cli.js',
    sources: ['apps/server/src', 'apps/server/package.json', ...SHARED],
    build: () => buildServerBundle(at('apps/server/dist/cli.js')),
  },
];

const force = process.argv.includes('--force');
mkdirSync(HASH_DIR, { recursive: true });
for (const part of PARTS) {
  const hashFile = path.join(HASH_DIR, part.name.replace(' ', '-'));
  const hash = hashOf(part.sources);
  const built = existsSync(at(part.output));
  if (!force && built && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) {
    console.log(`The ${part.name} is up to date.`);
    continue;
  }
  console.log(`Building the ${part.name}…`);
  await part.build();
  writeFileSync(hashFile, hash);
}
