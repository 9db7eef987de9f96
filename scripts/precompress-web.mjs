/**
 * Writes a .br and a .gz sibling next to every file of a web build over 1 kB whose type
 * compresses, so the server sends them without compressing on each request (web-app.ts,
 * @fastify/static's preCompressed). Run after `vite build`; the build folder is the argument
 * (apps/web/dist when none). A sibling is only kept when it is smaller than the file.
 *
 *   node scripts/precompress-web.mjs [dist-dir]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
let files = 0;
let rawBytes = 0;
let brotliBytes = 0;
for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || statSync(file).size < MIN_BYTES)
    continue;
  const content = readFileSync(file);
  // Built once, served many times: the slowest, smallest settings are worth it here.
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  rawBytes += content.length;
  brotliBytes += Math.min(brotli.length, content.length);
}
console.log(
  `Pre-compressed ${files} files in ${path.relative(process.cwd(), distDir) || '.'}: ` +
    `${(rawBytes / 1024).toFixed(0)} kB → ${(brotliBytes / 1024).toFixed(0)} kB brotli.`,
);
