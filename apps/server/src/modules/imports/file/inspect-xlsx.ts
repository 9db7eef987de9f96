/**
 * Checks an .xlsx file's ZIP before its rows are read, so that a zip bomb (millions of parts,
 * gigabytes that compress to nothing) is refused up front: first the central directory as the
 * ZIP declares it (yauzl reads it), then the parts themselves, unpacked once with their bytes
 * counted, stopping at the limit (yauzl also refuses a part that unpacks to more than its
 * directory entry declares).
 */
import { type FileHandle, open } from 'node:fs/promises';
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

/** What the inspection reads of a directory entry. */
interface DirectoryEntry {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
}

const CENTRAL_HEADER_LENGTH = 46;
const END_RECORD_LENGTH = 22;
const ZIP64_LOCATOR_LENGTH = 20;
const ZIP64_SIZES_FIELD = 0x0001;

/** The bytes a directory entry takes: its header, then its name, extra field and comment. */
const recordLength = (entry: Entry) =>
  CENTRAL_HEADER_LENGTH + entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const { bytesRead, buffer } = await handle.read(Buffer.alloc(length), 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * Where the central directory starts, as the end record (or its ZIP64 form) says: yauzl read
 * it already but keeps it to itself. The end record is the file's last bytes but its comment.
 */
async function directoryOffset(handle: FileHandle, zip: ZipFile): Promise<number> {
  const { size } = await handle.stat();
  const endRecord = size - Buffer.byteLength(zip.comment, 'latin1') - END_RECORD_LENGTH;
  const offset = (await readAt(handle, endRecord + 16, 4)).readUInt32LE(0);
  if (offset !== 0xffffffff) return offset;
  const locator = await readAt(handle, endRecord - ZIP64_LOCATOR_LENGTH, ZIP64_LOCATOR_LENGTH);
  const zip64Record = Number(locator.readBigUInt64LE(8));
  return Number((await readAt(handle, zip64Record + 48, 8)).readBigUInt64LE(0));
}

/**
 * The directory entry at `position` past those the end record counted, or null when none
 * starts there: an end record may undercount the entries to slip parts past a count limit,
 * and yauzl stops at its count. Names and ZIP64 sizes are read by yauzl's own functions.
 */
async function uncountedEntryAt(
  handle: FileHandle,
  position: number,
): Promise<{ entry: DirectoryEntry; length: number } | null> {
  const header = await readAt(handle, position, CENTRAL_HEADER_LENGTH);
  if (header.length < CENTRAL_HEADER_LENGTH) return null;
  if (header.readUInt32LE(0) !== CENTRAL_HEADER_SIGNATURE) return null;
  const nameLength = header.readUInt16LE(28);
  const extraLength = header.readUInt16LE(30);
  const length = CENTRAL_HEADER_LENGTH + nameLength + extraLength + header.readUInt16LE(32);
  const variable = await readAt(handle, position + CENTRAL_HEADER_LENGTH, nameLength + extraLength);
  const extraFields = yauzl.parseExtraFields(variable.subarray(nameLength));
  const zip64 = extraFields.find((field) => field.id === ZIP64_SIZES_FIELD)?.data;
  let uncompressedSize = header.readUInt32LE(24);
  let compressedSize = header.readUInt32LE(20);
  let zip64Index = 0;
  if (uncompressedSize === 0xffffffff && zip64) {
    uncompressedSize = Number(zip64.readBigUInt64LE(zip64Index));
    zip64Index += 8;
  }
  if (compressedSize === 0xffffffff && zip64) {
    compressedSize = Number(zip64.readBigUInt64LE(zip64Index));
  }
  const generalPurposeBitFlag = header.readUInt16LE(8);
  const fileName = yauzl.getFileNameLowLevel(
    generalPurposeBitFlag,
    variable.subarray(0, nameLength),
    extraFields,
    false,
  );
  // yauzl refuses such a name in the entries it reads; so does the inspection in the others.
  if (yauzl.validateFileName(fileName) !== null) throw corrupt();
  return { entry: { fileName, compressedSize, uncompressedSize }, length };
}

/**
 * Every entry of the directory: those the end record counts (yauzl reads them), then any that
 * follow them uncounted.
 */
async function* directoryEntries(filePath: string, zip: ZipFile): AsyncGenerator<DirectoryEntry> {
  const handle = await open(filePath, 'r');
  try {
    let cursor = await directoryOffset(handle, zip);
    try {
      for await (const entry of zip.eachEntry()) {
        cursor += recordLength(entry);
        yield entry;
      }
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw corrupt();
    }
    for (;;) {
      const uncounted = await uncountedEntryAt(handle, cursor);
      if (uncounted === null) return;
      cursor += uncounted.length;
      yield uncounted.entry;
    }
  } finally {
    await handle.close();
  }
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
    for await (const entry of directoryEntries(filePath, zip)) {
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
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const part = await zip.openReadStreamPromise(entry);
      try {
        for await (const chunk of part as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > maxUncompressedBytes) throw tooLargeUnpacked(maxUncompressedBytes);
        }
      } finally {
        (part as NodeJS.ReadableStream & { destroy(): void }).destroy();
      }
    }
    return total;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    // yauzl's own checks: a damaged directory or part, or one that unpacks to more (or less)
    // than declared.
    throw corrupt();
  } finally {
    zip.close();
  }
}
