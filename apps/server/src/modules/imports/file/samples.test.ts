import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMPORT_KINDS, type ImportKind } from '@outlet-pulse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TARGETS } from '../import-targets';
import { prepareImportFile } from './prepare-import-file';
import { buildImportContext, type ScratchFolder, scratchFolder } from './test-factories';

const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../samples/imports',
);

/** The kind a sample file is for: its name starts with the kind. */
function kindOf(fileName: string): ImportKind {
  const kind = [...IMPORT_KINDS]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => fileName.startsWith(candidate));
  if (!kind) throw new Error(`no kind for ${fileName}`);
  return kind;
}

describe('the sample files in samples/imports', () => {
  let folder: ScratchFolder;
  beforeAll(async () => {
    folder = await scratchFolder();
  });
  afterAll(() => folder.remove());

  async function prepareSample(fileName: string) {
    return prepareImportFile({
      kind: kindOf(fileName),
      filePath: path.join(SAMPLES, fileName),
      fileName,
      context: buildImportContext(),
      outputPath: await folder.file(`${fileName}.out`),
    });
  }

  it('has one sample per kind, each valid against the demo data, sales in October 2026', async () => {
    const files = (await readdir(SAMPLES)).filter((name) => name.endsWith('.csv'));
    expect(new Set(files.map(kindOf))).toEqual(new Set(IMPORT_KINDS));
    for (const fileName of files) {
      const prepared = await prepareSample(fileName);
      expect(prepared.issues, fileName).toEqual([]);
      // Master lists are short: a few codes, a few employees.
      const dated = IMPORT_TARGETS[prepared.kind].month !== null;
      expect(prepared.rows, fileName).toBeGreaterThanOrEqual(dated ? 10 : 3);
      expect(prepared.rows, fileName).toBeLessThanOrEqual(40);
      if (dated) expect(prepared.periods, fileName).toContain('2026-10');
    }
  });

  it('loads the same daily sales from the Indonesian semicolon file as from the plain one', async () => {
    const plain = await prepareSample('daily-sales.csv');
    const indonesian = await prepareSample('daily-sales-semicolon-id.csv');
    expect(indonesian.numberFormat).toBe('id');
    expect(await readFile(indonesian.outputPath, 'utf8')).toBe(
      await readFile(plain.outputPath, 'utf8'),
    );
  });

  it('has category rows that add up to their outlet and day', async () => {
    const daily = await prepareSample('daily-sales.csv');
    const categories = await prepareSample('category-sales.csv');
    const rows = (text: string) =>
      text
        .trim()
        .split('\n')
        .map((line) => line.split(','));
    const sums = new Map<string, number[]>();
    for (const [outlet, date, , ...amounts] of rows(
      await readFile(categories.outputPath, 'utf8'),
    )) {
      const key = `${outlet} ${date}`;
      const sum = sums.get(key) ?? [0, 0, 0, 0, 0, 0];
      sums.set(
        key,
        sum.map((value, index) => value + Number(amounts[index])),
      );
    }
    expect(sums.size).toBeGreaterThan(0);
    for (const [outlet, date, ...amounts] of rows(await readFile(daily.outputPath, 'utf8'))) {
      const sum = sums.get(`${outlet} ${date}`);
      if (sum) expect(sum, `${outlet} ${date}`).toEqual(amounts.slice(0, 6).map(Number));
    }
  });
});
