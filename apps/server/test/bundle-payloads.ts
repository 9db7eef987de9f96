/**
 * What a test sends as a bundle: a multipart/form-data body of several files, as a browser's
 * FormData does, and a plain (stored) .zip of named entries, as any zip tool makes.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

export interface NamedFile {
  name: string;
  body: string | Buffer;
}

/** A multipart body with one `files` part per file, and its content type. */
export function multipartOf(files: readonly NamedFile[]): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----bundle${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(file.body),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

interface EntryFields {
  method: number;
  crc: number;
  /** Sizes in bytes: as stored in the zip, and once read back. */
  stored: number;
  plain: number;
  name: number;
}

/**
 * The fields a local and a central header both hold, in the same order from "version needed
 * to extract" on (APPNOTE 4.3.7 and 4.3.12): the version (2.0), flags, method, time, CRC,
 * sizes and the name's length.
 */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(fields.method, at + 4);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.stored, at + 14);
  header.writeUInt32LE(fields.plain, at + 18);
  header.writeUInt16LE(fields.name, at + 22);
}

/**
 * A .zip of the entries, stored as they are or (`deflate`) compressed; a name with `/` is
 * inside a folder.
 */
export function zipOf(entries: readonly NamedFile[], { deflate = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const plain = Buffer.from(entry.body);
    const crc = crc32(plain);
    const body = deflate ? deflateRawSync(plain) : plain;
    const method = deflate ? 8 : 0;
    const fields = { method, crc, stored: body.length, plain: plain.length, name: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
