import { IMPORT_FILE_MESSAGES } from '@outlet-pulse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_XLSX_LIMITS, inspectXlsx } from './inspect-xlsx';
import { templateXlsx } from './templates';
import { type ScratchFolder, scratchFolder } from './test-factories';

interface CraftedEntry {
  name: string;
  compressed: number;
  uncompressed: number;
}

interface CraftOptions {
  /** Write the sizes and the end record in their ZIP64 form. */
  zip64?: boolean;
  /** The entry count the end record claims (the real count by default). */
  claimedEntries?: number;
}

/**
 * A ZIP that holds only a central directory: enough for the inspection, which never reads
 * the parts themselves. Starts with a local header signature so that it sniffs as a ZIP.
 */
function craftZip(entries: readonly CraftedEntry[], options: CraftOptions = {}): Buffer {
  const localStub = Buffer.alloc(30);
  localStub.writeUInt32LE(0x04034b50, 0);
  const headers = entries.map((entry) => {
    const name = Buffer.from(entry.name, 'utf8');
    const extra = Buffer.alloc(options.zip64 ? 20 : 0);
    if (options.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(entry.uncompressed), 4);
      extra.writeBigUInt64LE(BigInt(entry.compressed), 12);
    }
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(45, 4);
    header.writeUInt16LE(45, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(options.zip64 ? 0xffffffff : entry.compressed, 20);
    header.writeUInt32LE(options.zip64 ? 0xffffffff : entry.uncompressed, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt16LE(extra.length, 30);
    return Buffer.concat([header, name, extra]);
  });
  const directory = Buffer.concat(headers);
  const directoryOffset = localStub.length;
  const claimed = options.claimedEntries ?? entries.length;
  const parts = [localStub, directory];

  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  if (options.zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeBigUInt64LE(BigInt(claimed), 24);
    record.writeBigUInt64LE(BigInt(claimed), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
    end.writeUInt16LE(0xffff, 8);
    end.writeUInt16LE(0xffff, 10);
    end.writeUInt32LE(0xffffffff, 12);
    end.writeUInt32LE(0xffffffff, 16);
  } else {
    end.writeUInt16LE(claimed, 8);
    end.writeUInt16LE(claimed, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(directoryOffset, 16);
  }
  parts.push(end);
  return Buffer.concat(parts);
}

const WORKBOOK: CraftedEntry = { name: 'xl/workbook.xml', compressed: 300, uncompressed: 900 };

function sheets(count: number): CraftedEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `xl/worksheets/sheet${index + 1}.xml`,
    compressed: 100,
    uncompressed: 400,
  }));
}

describe('inspectXlsx', () => {
  let folder: ScratchFolder;
  beforeAll(async () => {
    folder = await scratchFolder();
  });
  afterAll(() => folder.remove());

  const inspect = async (zip: Buffer, limits = {}) =>
    inspectXlsx(await folder.file('book.xlsx', zip), limits);

  it('accepts a real workbook and tells its size', async () => {
    const inspection = await inspectXlsx(
      await folder.file('real.xlsx', await templateXlsx('daily-sales')),
    );
    expect(inspection.entryCount).toBeGreaterThan(5);
    expect(inspection.uncompressedBytes).toBeGreaterThan(inspection.compressedBytes);
  });

  it('accepts a crafted directory within the limits, in both ZIP forms', async () => {
    const entries = [WORKBOOK, ...sheets(3)];
    expect(await inspect(craftZip(entries))).toEqual({
      entryCount: 4,
      uncompressedBytes: 2100,
      compressedBytes: 600,
    });
    expect((await inspect(craftZip(entries, { zip64: true }))).uncompressedBytes).toBe(2100);
  });

  it('refuses more entries than the limit (10,000 by default) before reading them', async () => {
    const zip = craftZip([WORKBOOK, ...sheets(DEFAULT_XLSX_LIMITS.maxEntries)]);
    await expect(inspect(zip)).rejects.toMatchObject({
      kind: 'too-large',
      message: IMPORT_FILE_MESSAGES.tooManyEntries(10_001, 10_000),
    });
  });

  it('counts the entries itself when the end record undercounts them', async () => {
    const zip = craftZip([WORKBOOK, ...sheets(20)], { claimedEntries: 3 });
    await expect(inspect(zip, { maxEntries: 10 })).rejects.toThrow(
      IMPORT_FILE_MESSAGES.tooManyEntries(11, 10),
    );
  });

  it('refuses a workbook that unpacks to more than the limit (1 GiB by default)', async () => {
    const big = (index: number): CraftedEntry => ({
      name: `xl/worksheets/sheet${index}.xml`,
      compressed: 40 * 1024 ** 2,
      uncompressed: 600 * 1024 ** 2,
    });
    await expect(inspect(craftZip([WORKBOOK, big(1), big(2)]))).rejects.toMatchObject({
      kind: 'too-large',
      message: IMPORT_FILE_MESSAGES.tooLargeUnpacked(1024 ** 3),
    });
  });

  it('reads 64-bit sizes of a ZIP64 directory', async () => {
    const huge: CraftedEntry = {
      name: 'xl/worksheets/sheet1.xml',
      compressed: 5 * 1024 ** 3,
      uncompressed: 6 * 1024 ** 3,
    };
    await expect(inspect(craftZip([WORKBOOK, huge], { zip64: true }))).rejects.toThrow(
      IMPORT_FILE_MESSAGES.tooLargeUnpacked(1024 ** 3),
    );
  });

  it('refuses a part compressed more than 200:1 once it passes 10 MB', async () => {
    const bomb: CraftedEntry = {
      name: 'xl/worksheets/sheet1.xml',
      compressed: 50 * 1024,
      uncompressed: 50 * 1024 ** 2,
    };
    await expect(inspect(craftZip([WORKBOOK, bomb]))).rejects.toMatchObject({
      kind: 'too-large',
      message: IMPORT_FILE_MESSAGES.compressionRatio('xl/worksheets/sheet1.xml'),
    });
    // The same ratio in a small part is ordinary (a sheet of repeated cells).
    const small = { ...bomb, compressed: 1024, uncompressed: 1024 ** 2 };
    await expect(inspect(craftZip([WORKBOOK, small]))).resolves.toBeDefined();
  });

  it('refuses a shared-strings part larger than the reader may hold in memory', async () => {
    const strings: CraftedEntry = {
      name: 'xl/sharedStrings.xml',
      compressed: 20 * 1024 ** 2,
      uncompressed: 300 * 1024 ** 2,
    };
    await expect(inspect(craftZip([WORKBOOK, strings]))).rejects.toThrow(
      IMPORT_FILE_MESSAGES.sharedStringsTooLarge(256 * 1024 ** 2),
    );
  });

  it('refuses a ZIP without xl/workbook.xml as not a workbook', async () => {
    const document = craftZip([{ name: 'word/document.xml', compressed: 10, uncompressed: 20 }]);
    await expect(inspect(document)).rejects.toMatchObject({
      kind: 'invalid',
      message: IMPORT_FILE_MESSAGES.notXlsx,
    });
  });

  it('refuses a file whose directory cannot be found or read', async () => {
    const truncated = craftZip([WORKBOOK]).subarray(0, 60);
    await expect(inspect(truncated)).rejects.toThrow(IMPORT_FILE_MESSAGES.corruptZip);
    const zip = craftZip([WORKBOOK, ...sheets(2)]);
    zip.writeUInt32LE(0xdeadbeef, 30 + 46 + WORKBOOK.name.length);
    await expect(inspect(zip)).rejects.toThrow(IMPORT_FILE_MESSAGES.corruptZip);
  });
});
