/**
 * Writes the starter set into samples/starter/ (npm run samples:starter). The files are
 * checked in; run this after changing starter-set.ts and commit both.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { starterFiles } from './starter-set';

export const STARTER_DIR = path.resolve(import.meta.dirname, '../../../../../samples/starter');

await mkdir(STARTER_DIR, { recursive: true });
for (const [name, content] of Object.entries(starterFiles())) {
  await writeFile(path.join(STARTER_DIR, name), content);
  console.log(`${name}: ${content.split('\n').length - 2} rows`);
}
