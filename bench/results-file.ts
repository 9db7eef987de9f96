/** Writes a benchmark's figures, with the machine they were measured on, to bench/results/. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const RESULTS_DIR = path.resolve(import.meta.dirname, 'results');

export function machineFacts() {
  return {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
  };
}

export async function writeResults(
  name: string,
  figures: unknown,
  markdown: string,
): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  await writeFile(path.join(RESULTS_DIR, `${name}.md`), `${markdown.trimEnd()}\n`);
  console.log(`Figures written to bench/results/${name}.json and .md`);
}
