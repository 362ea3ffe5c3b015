/**
 * A streaming ZIP writer (deflate, data descriptors; no ZIP64, so up to 4 GiB per entry): each entry's data comes from
 * an async iterable and is compressed by a zlib stream, on libuv's thread pool rather than the event loop, and only
 * as fast as `write` accepts it. Nothing is held in memory beyond the streams' buffers.
 */
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: string | AsyncIterable<string>;
}

interface Written {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
const FLAGS = 0x0808; // sizes in a data descriptor after the data; UTF-8 names
const DEFLATE = 8;

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_DATE, 12);
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

function centralDirectory(entries: readonly Written[], start: number): Buffer {
  const parts = entries.map((entry) => {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressedSize, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  });
  const directory = Buffer.concat(parts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(start, 16);
  return Buffer.concat([directory, end]);
}

/** Writes a ZIP of `entries` through `write`, which resolves when the reader is ready for more (and throws if it left). */
export async function writeZip(entries: Iterable<ZipEntry>, write: (chunk: Buffer) => Promise<void>): Promise<void> {
  const written: Written[] = [];
  let offset = 0;
  const emit = async (chunk: Buffer) => {
    offset += chunk.length;
    await write(chunk);
  };
  for (const { name, data } of entries) {
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressedSize: 0, size: 0, offset };
    await emit(localHeader(entry.name));
    const source = async function* () {
      for await (const text of typeof data === 'string' ? [data] : data) {
        const chunk = Buffer.from(text, 'utf8');
        entry.crc = crc32(chunk, entry.crc);
        entry.size += chunk.length;
        yield chunk;
      }
    };
    await pipeline(source, createDeflateRaw(), async (compressed: AsyncIterable<Buffer>) => {
      for await (const chunk of compressed) {
        entry.compressedSize += chunk.length;
        await emit(chunk);
      }
    });
    entry.crc >>>= 0;
    await emit(dataDescriptor(entry));
    written.push(entry);
  }
  await emit(centralDirectory(written, offset));
}
