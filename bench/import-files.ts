/**
 * What the import benchmarks load: 1,000 outlets of their own and a daily sales file of any
 * number of rows about them, written once into a temporary folder.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRandom } from '@outlet-pulse/server/testing';

export const OUTLETS = 1000;

/** Days of the sales file: every outlet has a row each day. */
const daysFor = (rows: number) => Math.ceil(rows / OUTLETS);

const outletId = (index: number) => `KCG05-${String(5000 + index)}`;

/** Writes outlets.csv and daily-sales.csv of `rows` rows into `folder`. */
async function writeImportFiles(folder: string, rows: number) {
  const outlets = path.join(folder, 'outlets.csv');
  const outletLines = ['outlet_id,name,company,type,group,city,open_date,close_date'];
  for (let index = 0; index < OUTLETS; index++) {
    outletLines.push(
      `${outletId(index)},BENCH OUTLET ${index},KCG05,STORES,O,Surabaya,2023-01-01,`,
    );
  }
  await writeFile(outlets, `${outletLines.join('\n')}\n`);

  const sales = path.join(folder, 'daily-sales.csv');
  const out = createWriteStream(sales);
  const random = createRandom(1_000_000, 'import-bench');
  out.write('outlet_id,date,gross,markdown,vip,promo,nett,units,transactions\n');
  let written = 0;
  for (let day = 0; day < daysFor(rows) && written < rows; day++) {
    const date = new Date(Date.UTC(2023, 0, 1 + day)).toISOString().slice(0, 10);
    let chunk = '';
    for (let outlet = 0; outlet < OUTLETS && written < rows; outlet++, written++) {
      const gross = random.integer(500_000, 25_000_000);
      const markdown = random.integer(0, Math.floor(gross / 10));
      const vip = random.integer(0, 100_000);
      const nett = gross - markdown - vip;
      chunk += `${outletId(outlet)},${date},${gross},${markdown},${vip},0,${nett},${random.integer(3, 90)},${random.integer(2, 40)}\n`;
    }
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return { outlets, sales, salesBytes: (await stat(sales)).size };
}

type ImportFiles = Awaited<ReturnType<typeof writeImportFiles>>;

/**
 * Writes the files of `rows` daily rows into a fresh temporary folder named after `bench`, hands
 * the folder and the files to `use`, and removes the folder after it, whatever happened.
 */
export async function withImportFiles(
  bench: string,
  rows: number,
  use: (folder: string, files: ImportFiles) => Promise<void>,
): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `outlet-pulse-${bench}-bench-`));
  try {
    console.log(`Writing ${rows.toLocaleString('en-US')} daily rows for ${OUTLETS} outlets…`);
    await use(folder, await writeImportFiles(folder, rows));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The sales file as the results describe it: '38 MiB of CSV, 1000 outlets × 1000 days'. */
export const salesFileText = (files: ImportFiles, rows: number) =>
  `${(files.salesBytes / 1024 ** 2).toFixed(0)} MiB of CSV, ${OUTLETS} outlets × ${daysFor(rows)} days`;
