/**
 * Checks an .xlsx file's ZIP central directory before anything is unpacked, so that a zip bomb
 * (millions of parts, gigabytes that compress to nothing) is refused up front. Reads only the
 * end of the file and the directory; the declared sizes are what the ZIP claims.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { IMPORT_FILE_MESSAGES } from '@outlet-pulse/contracts';
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

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const ZIP64_EXTRA_ID = 0x0001;
/** No sane workbook needs a bigger directory; a bigger one is not read into memory. */
const MAX_DIRECTORY_BYTES = 64 * 1024 ** 2;
const WORKBOOK_PART = 'xl/workbook.xml';
const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

interface Directory {
  entryCount: number;
  offset: number;
  size: number;
}

function corrupt(): ImportFileError {
  return new ImportFileError(IMPORT_FILE_MESSAGES.corruptZip);
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) throw corrupt();
    done += bytesRead;
  }
  return buffer;
}

function safeNumber(value: bigint): number {
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

/** Finds the End Of Central Directory record (and its ZIP64 twin when the sizes overflow). */
async function findDirectory(handle: FileHandle, fileSize: number): Promise<Directory> {
  if (fileSize < EOCD_SIZE) throw corrupt();
  const tailLength = Math.min(fileSize, EOCD_SIZE + MAX_COMMENT + ZIP64_LOCATOR_SIZE);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(handle, tailStart, tailLength);

  let eocd = -1;
  for (let position = tail.length - EOCD_SIZE; position >= 0; position--) {
    if (tail.readUInt32LE(position) !== EOCD_SIGNATURE) continue;
    // The comment must run exactly to the end of the file, or this is a stray signature.
    if (position + EOCD_SIZE + tail.readUInt16LE(position + 20) === tail.length) {
      eocd = position;
      break;
    }
  }
  if (eocd < 0) throw corrupt();

  const diskNumber = tail.readUInt16LE(eocd + 4);
  const directoryDisk = tail.readUInt16LE(eocd + 6);
  let entryCount = tail.readUInt16LE(eocd + 10);
  let size = tail.readUInt32LE(eocd + 12);
  let offset = tail.readUInt32LE(eocd + 16);
  const overflowing = entryCount === 0xffff || size === 0xffffffff || offset === 0xffffffff;

  const locator = eocd - ZIP64_LOCATOR_SIZE;
  if (locator >= 0 && tail.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE) {
    const recordOffset = safeNumber(tail.readBigUInt64LE(locator + 8));
    if (recordOffset + ZIP64_EOCD_SIZE > fileSize) throw corrupt();
    const record = await readAt(handle, recordOffset, ZIP64_EOCD_SIZE);
    if (record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) throw corrupt();
    if (record.readUInt32LE(16) !== 0 || record.readUInt32LE(20) !== 0) throw corrupt();
    entryCount = safeNumber(record.readBigUInt64LE(32));
    size = safeNumber(record.readBigUInt64LE(40));
    offset = safeNumber(record.readBigUInt64LE(48));
  } else if (overflowing) {
    throw corrupt();
  }
  // Archives split over several disks are not workbooks.
  if (diskNumber !== 0 || directoryDisk !== 0) throw corrupt();
  if (offset + size > fileSize) throw corrupt();
  return { entryCount, offset, size };
}

interface EntrySizes {
  compressed: number;
  uncompressed: number;
}

/** Sizes of one central-directory entry, taking the 64-bit ones from its ZIP64 extra field. */
function entrySizes(directory: Buffer, position: number, extraStart: number, extraEnd: number) {
  const sizes: EntrySizes = {
    compressed: directory.readUInt32LE(position + 20),
    uncompressed: directory.readUInt32LE(position + 24),
  };
  if (sizes.compressed !== 0xffffffff && sizes.uncompressed !== 0xffffffff) return sizes;
  for (let field = extraStart; field + 4 <= extraEnd; ) {
    const id = directory.readUInt16LE(field);
    const length = directory.readUInt16LE(field + 2);
    if (id === ZIP64_EXTRA_ID) {
      // The 64-bit values appear in this order, each only when its 32-bit field overflowed.
      let value = field + 4;
      const end = Math.min(field + 4 + length, extraEnd);
      if (sizes.uncompressed === 0xffffffff && value + 8 <= end) {
        sizes.uncompressed = safeNumber(directory.readBigUInt64LE(value));
        value += 8;
      }
      if (sizes.compressed === 0xffffffff && value + 8 <= end) {
        sizes.compressed = safeNumber(directory.readBigUInt64LE(value));
      }
      return sizes;
    }
    field += 4 + length;
  }
  return sizes;
}

/**
 * Refuses the workbook at `filePath` (with an ImportFileError) when its directory is damaged,
 * holds too many parts, unpacks too large or too well, or has no `xl/workbook.xml`.
 */
export async function inspectXlsx(
  filePath: string,
  limits: Partial<XlsxLimits> = {},
): Promise<XlsxInspection> {
  const limit = { ...DEFAULT_XLSX_LIMITS, ...limits };
  const handle = await open(filePath, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const found = await findDirectory(handle, fileSize);
    if (found.entryCount > limit.maxEntries) {
      throw new ImportFileError(
        IMPORT_FILE_MESSAGES.tooManyEntries(found.entryCount, limit.maxEntries),
        413,
      );
    }
    if (found.size > MAX_DIRECTORY_BYTES) throw corrupt();
    const directory = await readAt(handle, found.offset, found.size);

    const inspection: XlsxInspection = { entryCount: 0, uncompressedBytes: 0, compressedBytes: 0 };
    let hasWorkbook = false;
    let position = 0;
    while (position + CENTRAL_HEADER_SIZE <= directory.length) {
      if (directory.readUInt32LE(position) !== CENTRAL_HEADER_SIGNATURE) throw corrupt();
      const nameLength = directory.readUInt16LE(position + 28);
      const extraLength = directory.readUInt16LE(position + 30);
      const commentLength = directory.readUInt16LE(position + 32);
      const nameStart = position + CENTRAL_HEADER_SIZE;
      const extraStart = nameStart + nameLength;
      const next = extraStart + extraLength + commentLength;
      if (next > directory.length) throw corrupt();
      const name = directory.toString('utf8', nameStart, extraStart);
      const sizes = entrySizes(directory, position, extraStart, extraStart + extraLength);

      inspection.entryCount++;
      if (inspection.entryCount > limit.maxEntries) {
        // The end record undercounted: count what the directory really holds.
        throw new ImportFileError(
          IMPORT_FILE_MESSAGES.tooManyEntries(inspection.entryCount, limit.maxEntries),
          413,
        );
      }
      inspection.uncompressedBytes += sizes.uncompressed;
      inspection.compressedBytes += sizes.compressed;
      if (inspection.uncompressedBytes > limit.maxUncompressedBytes) {
        throw new ImportFileError(
          IMPORT_FILE_MESSAGES.tooLargeUnpacked(limit.maxUncompressedBytes),
          413,
        );
      }
      if (
        sizes.uncompressed > limit.ratioCheckAboveBytes &&
        sizes.uncompressed > sizes.compressed * limit.maxCompressionRatio
      ) {
        throw new ImportFileError(IMPORT_FILE_MESSAGES.compressionRatio(name), 413);
      }
      if (name === SHARED_STRINGS_PART && sizes.uncompressed > limit.maxSharedStringsBytes) {
        throw new ImportFileError(
          IMPORT_FILE_MESSAGES.sharedStringsTooLarge(limit.maxSharedStringsBytes),
          413,
        );
      }
      if (name === WORKBOOK_PART) hasWorkbook = true;
      position = next;
    }
    if (position !== directory.length) throw corrupt();
    if (!hasWorkbook) throw new ImportFileError(IMPORT_FILE_MESSAGES.notXlsx);
    return inspection;
  } finally {
    await handle.close();
  }
}
