/**
 * Decides whether an uploaded file is an .xlsx workbook or CSV text from its first bytes, never
 * from its name: a renamed PDF or a workbook saved as `.csv` is judged by what it holds.
 */
import { open } from 'node:fs/promises';
import { IMPORT_FILE_MESSAGES, type ImportFileFormat } from '@outlet-pulse/contracts';
import { ImportFileError } from './import-file-error';

/** How much of the file the text check looks at. */
export const SNIFF_BYTES = 64 * 1024;

interface Magic {
  bytes: readonly number[];
  what: string;
}

const KNOWN_BINARIES: readonly Magic[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x52, 0x49, 0x46, 0x46], what: 'a RIFF media file' },
  { bytes: [0x4d, 0x5a], what: 'a Windows program' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: 'a program' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], what: 'a 7-Zip archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21], what: 'a RAR archive' },
  { bytes: [0x50, 0x4b, 0x05, 0x06], what: 'an empty ZIP archive' },
];

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0];

function startsWith(head: Uint8Array, bytes: readonly number[]): boolean {
  return head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);
}

/**
 * Judges the first bytes of a file (up to SNIFF_BYTES of them). `complete` says they are the
 * whole file, so that a multi-byte character cut at the end is not excused.
 */
export function sniffBytes(head: Uint8Array, complete = false): ImportFileFormat {
  if (head.length === 0) throw new ImportFileError(IMPORT_FILE_MESSAGES.empty);
  if (startsWith(head, ZIP_LOCAL_HEADER)) return 'xlsx';
  if (startsWith(head, OLE_COMPOUND_FILE)) throw new ImportFileError(IMPORT_FILE_MESSAGES.oldExcel);
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) {
    throw new ImportFileError(IMPORT_FILE_MESSAGES.utf16);
  }
  const known = KNOWN_BINARIES.find((magic) => startsWith(head, magic.bytes));
  if (known) throw new ImportFileError(IMPORT_FILE_MESSAGES.knownBinary(known.what));
  if (head.includes(0)) throw new ImportFileError(IMPORT_FILE_MESSAGES.unsupported);
  try {
    // stream: true forgives a character cut in two by the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !complete });
  } catch {
    throw new ImportFileError(IMPORT_FILE_MESSAGES.notUtf8);
  }
  return 'csv';
}

/** Reads the first bytes of `filePath` and judges them (see sniffBytes). */
export async function sniffFile(filePath: string): Promise<ImportFileFormat> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    let length = 0;
    while (length < SNIFF_BYTES) {
      const { bytesRead } = await handle.read(buffer, length, SNIFF_BYTES - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return sniffBytes(buffer.subarray(0, length), length < SNIFF_BYTES);
  } finally {
    await handle.close();
  }
}
