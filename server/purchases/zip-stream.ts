import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** Read lazily, as the archive is read: a large entry is written while it is produced. */
  content: AsyncIterable<string> | string;
}

/**
 * Deflate level: 1 compresses the sheet's repetitive XML nearly as well as the default (a few
 * per cent larger) for a fraction of the time, and the export's speed is what the office waits on.
 */
const deflateLevel = 1;
const version = 20;
/** Bit 3: sizes and CRC follow the data (known only once streamed); bit 11: UTF-8 names. */
const flags = 0x0808;
const deflated = 8;
/** Without Zip64, sizes and offsets are 32-bit. */
const maxSize = 0xffff_ffff;

interface Written {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date fields, of the UTC time (the export names its time in UTC). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

function localHeader(name: Buffer, at: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(version, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt16LE(deflated, 8);
  header.writeUInt16LE(at.time, 10);
  header.writeUInt16LE(at.date, 12);
  // CRC and sizes (14-25) stay zero: the data descriptor after the data carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written, at: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(version, 4);
  header.writeUInt16LE(version, 6);
  header.writeUInt16LE(flags, 8);
  header.writeUInt16LE(deflated, 10);
  header.writeUInt16LE(at.time, 12);
  header.writeUInt16LE(at.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk number and attributes (30-41) stay zero.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

function checkSize(size: number): number {
  if (size > maxSize) throw new Error('the archive outgrows a ZIP without Zip64 (4 GiB)');
  return size;
}

/**
 * A ZIP archive of deflated entries, produced as it is read: each entry's text is encoded, summed
 * (CRC-32) and deflated on the way (zlib works on libuv's threads, beside the thread writing the
 * text), and its sizes follow it in a data descriptor. Nothing of an entry is kept but its sizes.
 * The consumer pulls: an entry's content is read no faster than the archive is.
 */
export async function* zipStream(entries: readonly ZipEntry[], modifiedAt: Date): AsyncGenerator<Buffer> {
  const at = dosTime(modifiedAt);
  const written: Written[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const entry: Written = { name: Buffer.from(name), crc: 0, compressedSize: 0, size: 0, offset };
    const header = localHeader(entry.name, at);
    yield header;
    async function* encoded(): AsyncGenerator<Buffer> {
      for await (const text of typeof content === 'string' ? [content] : content) {
        const bytes = Buffer.from(text);
        entry.crc = crc32(bytes, entry.crc);
        entry.size = checkSize(entry.size + bytes.length);
        yield bytes;
      }
    }
    // pipeline ties the two ends: a failing source fails the deflate, and a consumer that stops
    // (the deflate destroyed by the loop below) ends the source.
    const deflate = pipeline(
      Readable.from(encoded(), { objectMode: false }),
      createDeflateRaw({ level: deflateLevel }),
      () => undefined,
    );
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      entry.compressedSize = checkSize(entry.compressedSize + chunk.length);
      yield chunk;
    }
    const descriptor = dataDescriptor(entry);
    yield descriptor;
    offset = checkSize(offset + header.length + entry.compressedSize + descriptor.length);
    written.push(entry);
  }
  const central = Buffer.concat(written.map((entry) => centralHeader(entry, at)));
  yield central;
  yield endOfCentralDirectory(written.length, central.length, offset);
}
