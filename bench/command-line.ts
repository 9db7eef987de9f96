/** What a benchmark reads from its command line: `--name value` options and the data scale. */
import { parseScale, SCALES } from './scales';

/** The value after `--name`, or `fallback` when it is not given. */
export function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** The scale named by `--scale` (scales.ts), with its sizes. */
export function chosenScale() {
  const scaleName = parseScale(process.argv.slice(2));
  return { scaleName, scale: SCALES[scaleName] };
}
