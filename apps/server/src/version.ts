/** The application's version, from the server package. */
import { readFileSync } from 'node:fs';

export const APP_VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;
