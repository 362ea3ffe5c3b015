/**
 * A minimal streaming ZIP writer (deflate, data descriptors, ZIP64 not needed below 4 GiB per entry):
 * enough to stream an .xlsx of any number of rows without holding it in memory.
 */
import { crc32, deflateRawSync } from 'node:zlib';

interface Entry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

export class ZipStream {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private current: { name: Buffer; crc: number; size: number; compressedSize: number; offset: number } | null = null;

  constructor(private readonly write: (chunk: Buffer) => Promise<void>) {}

  private async emit(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    await this.write(chunk);
  }

  async startEntry(name: string): Promise<void> {
    if (this.current) await this.endEntry();
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0808, 6); // data descriptor + UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt16LE(nameBytes.length, 26);
    this.current = { name: nameBytes, crc: 0, size: 0, compressedSize: 0, offset: this.offset };
    await this.emit(Buffer.concat([header, nameBytes]));
  }

  /** Each call is deflated as its own block sequence; callers batch rows to keep blocks large. */
  async writeData(text: string): Promise<void> {
    if (!this.current) throw new Error('no zip entry started');
    const data = Buffer.from(text, 'utf8');
    this.current.crc = crc32(data, this.current.crc);
    this.current.size += data.length;
    const compressed = deflateRawSync(data, { finishFlush: 2 /* Z_SYNC_FLUSH */ });
    this.current.compressedSize += compressed.length;
    await this.emit(compressed);
  }

  async endEntry(): Promise<void> {
    const entry = this.current;
    if (!entry) return;
    // An empty final deflate block closes the stream.
    const end = Buffer.from([0x03, 0x00]);
    entry.compressedSize += end.length;
    await this.emit(end);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.emit(descriptor);
    this.entries.push({ name: entry.name, crc: entry.crc >>> 0, compressedSize: entry.compressedSize, size: entry.size, offset: entry.offset });
    this.current = null;
  }

  async finish(): Promise<void> {
    await this.endEntry();
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0808, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt16LE(0, 12);
      header.writeUInt16LE(DOS_DATE, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      await this.emit(Buffer.concat([header, entry.name]));
    }
    const size = this.offset - start;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.emit(end);
  }
}
