// A ZIP archive written as a stream: each file is deflated and sent as it is added, and only its
// directory entry (a few dozen bytes) is kept until the end. Node has deflate and CRC-32; the format
// needs little more (PKWARE APPNOTE: local headers, central directory, end record; no ZIP64, so
// under 65,535 files and 4 GiB, far above a niche site).
import { crc32, deflateRawSync } from "node:zlib";

const DOS_EPOCH_DATE = (1 << 5) | 1; // 1980-01-01: the files carry no meaningful date.
const UTF8_NAMES = 1 << 11;

function header(fields: [number, 2 | 4][]): Buffer {
  const buffer = Buffer.alloc(fields.reduce((n, [, size]) => n + size, 0));
  let at = 0;
  for (const [value, size] of fields) {
    if (size === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value, at);
    at += size;
  }
  return buffer;
}

export interface ZipFile {
  name: string;
  data: string | Buffer;
}

/** The archive of `files`, chunk by chunk, reading them one at a time. */
export async function* zipStream(files: AsyncIterable<ZipFile>): AsyncGenerator<Buffer> {
  const directory: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const file of files) {
    const raw = typeof file.data === "string" ? Buffer.from(file.data) : file.data;
    const packed = deflateRawSync(raw);
    const name = Buffer.from(file.name);
    const crc = crc32(raw);
    // version needed, flags, method 8 (deflate), time, date, crc, sizes, name length, extra length
    const common: [number, 2 | 4][] = [[20, 2], [UTF8_NAMES, 2], [8, 2], [0, 2], [DOS_EPOCH_DATE, 2], [crc, 4], [packed.length, 4], [raw.length, 4], [name.length, 2], [0, 2]];
    const local = Buffer.concat([header([[0x04034b50, 4], ...common]), name]);
    directory.push(Buffer.concat([header([[0x02014b50, 4], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]), name]));
    yield local;
    yield packed;
    offset += local.length + packed.length;
    count++;
  }
  const central = Buffer.concat(directory);
  yield central;
  yield header([[0x06054b50, 4], [0, 2], [0, 2], [count, 2], [count, 2], [central.length, 4], [offset, 4], [0, 2]]);
}
