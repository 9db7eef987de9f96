/**
 * Checks an .xlsx file's ZIP before its rows are read, so that a zip bomb (millions of parts,
 * gigabytes that compress to nothing) is refused up front: first the central directory as the
 * ZIP declares it (yauzl reads it), then the parts themselves, unpacked once with their bytes
 * counted, stopping at the limit (yauzl also refuses a part that unpacks to more than its
 * directory entry declares).
 */
import { open } from 'node:fs/promises';
import { IMPORT_FILE_MESSAGES } from '@outlet-pulse/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportFileError } from './import-file-error';

export interface XlsxLimits {
  /** Most parts (ZIP entries) a workbook may hold. */
  maxEntries: number;
  /** Most bytes all parts may unpack to together. */
  maxUncompressedBytes: number;
  /** Most bytes the shared-strings part may unpack to: the reader keeps it in memory. */
  maxSharedStringsBytes: number;
  /** A part that unpacks to more than `ratioCheckAboveBytes` may be at most this ratio. */
  maxCompressionRatio: number;
  ratioCheckAboveBytes: number;
}

export const DEFAULT_XLSX_LIMITS: XlsxLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 1024 ** 3,
  maxSharedStringsBytes: 256 * 1024 ** 2,
  maxCompressionRatio: 200,
  ratioCheckAboveBytes: 10 * 1024 ** 2,
};

export interface XlsxInspection {
  entryCount: number;
  uncompressedBytes: number;
  compressedBytes: number;
}

const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const WORKBOOK_PART = 'xl/workbook.xml';
const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

function corrupt(): ImportFileError {
  return new ImportFileError(IMPORT_FILE_MESSAGES.corruptZip);
}

function tooManyEntries(count: number, limit: number): ImportFileError {
  return new ImportFileError(IMPORT_FILE_MESSAGES.tooManyEntries(count, limit), 'too-large');
}

function tooLargeUnpacked(limit: number): ImportFileError {
  return new ImportFileError(IMPORT_FILE_MESSAGES.tooLargeUnpacked(limit), 'too-large');
}

async function openZip(filePath: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(filePath, { autoClose: false, strictFileNames: false });
  } catch {
    throw corrupt();
  }
}

/** The next entry of the directory, or null at its end. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = (entry: Entry | null, error?: unknown) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      if (error) reject(error);
      else resolve(entry);
    };
    const onEntry = (entry: Entry) => settle(entry);
    const onEnd = () => settle(null);
    const onError = () => settle(null, corrupt());
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/**
 * Whether another directory entry follows the ones the end record counted: an end record may
 * undercount to slip parts past a count limit. yauzl then reads one more.
 */
async function moreEntriesFollow(filePath: string, zip: ZipFile): Promise<boolean> {
  const cursor = zip.readEntryCursor as unknown as number;
  const handle = await open(filePath, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(4), 0, 4, cursor);
    if (bytesRead < 4 || buffer.readUInt32LE(0) !== CENTRAL_HEADER_SIGNATURE) return false;
  } finally {
    await handle.close();
  }
  zip.entryCount = zip.entriesRead + 1;
  return true;
}

/**
 * Refuses the workbook at `filePath` (with an ImportFileError) when its directory is damaged,
 * holds too many parts, declares them too large or too well compressed, or has no
 * `xl/workbook.xml`. Reads the directory only.
 */
export async function inspectXlsx(
  filePath: string,
  limits: Partial<XlsxLimits> = {},
): Promise<XlsxInspection> {
  const limit = { ...DEFAULT_XLSX_LIMITS, ...limits };
  const zip = await openZip(filePath);
  try {
    if (zip.entryCount > limit.maxEntries) throw tooManyEntries(zip.entryCount, limit.maxEntries);
    const inspection: XlsxInspection = { entryCount: 0, uncompressedBytes: 0, compressedBytes: 0 };
    let hasWorkbook = false;
    for (;;) {
      const entry = await nextEntry(zip);
      if (entry === null) {
        if (await moreEntriesFollow(filePath, zip)) continue;
        break;
      }
      inspection.entryCount++;
      if (inspection.entryCount > limit.maxEntries) {
        throw tooManyEntries(inspection.entryCount, limit.maxEntries);
      }
      const { fileName: name, compressedSize, uncompressedSize } = entry;
      inspection.uncompressedBytes += uncompressedSize;
      inspection.compressedBytes += compressedSize;
      if (inspection.uncompressedBytes > limit.maxUncompressedBytes) {
        throw tooLargeUnpacked(limit.maxUncompressedBytes);
      }
      if (
        uncompressedSize > limit.ratioCheckAboveBytes &&
        uncompressedSize > compressedSize * limit.maxCompressionRatio
      ) {
        throw new ImportFileError(IMPORT_FILE_MESSAGES.compressionRatio(name), 'too-large');
      }
      if (name === SHARED_STRINGS_PART && uncompressedSize > limit.maxSharedStringsBytes) {
        throw new ImportFileError(
          IMPORT_FILE_MESSAGES.sharedStringsTooLarge(limit.maxSharedStringsBytes),
          'too-large',
        );
      }
      if (name === WORKBOOK_PART) hasWorkbook = true;
    }
    if (!hasWorkbook) throw new ImportFileError(IMPORT_FILE_MESSAGES.notXlsx);
    return inspection;
  } finally {
    zip.close();
  }
}

/**
 * Unpacks every part of the workbook at `filePath` once, counting the bytes, and stops at the
 * limit: what the directory declares is not taken on trust. Run inspectXlsx first.
 */
export async function countUnpackedBytes(
  filePath: string,
  limits: Partial<XlsxLimits> = {},
): Promise<number> {
  const { maxUncompressedBytes } = { ...DEFAULT_XLSX_LIMITS, ...limits };
  const zip = await openZip(filePath);
  let total = 0;
  try {
    for (let entry = await nextEntry(zip); entry !== null; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      let part: NodeJS.ReadableStream;
      try {
        part = await zip.openReadStreamPromise(entry);
      } catch {
        throw corrupt();
      }
      try {
        for await (const chunk of part as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > maxUncompressedBytes) throw tooLargeUnpacked(maxUncompressedBytes);
        }
      } catch (error) {
        if (error instanceof ImportFileError) throw error;
        // yauzl's own checks: a part unpacks to more (or less) than declared, or is damaged.
        throw corrupt();
      } finally {
        (part as NodeJS.ReadableStream & { destroy(): void }).destroy();
      }
    }
    return total;
  } finally {
    zip.close();
  }
}
