import { once } from 'node:events';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { loadYazl, newZipFile, zlibUnsigned } from './zip';

/** CRC-32 (IEEE 802.3, as zip files carry it) bit by bit: slow and obviously right. */
function reference(data: Buffer, previous = 0) {
  let crc = ~previous >>> 0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

const bytes = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 131 + seed * 17) & 255));

describe('zip', () => {
  it('sums as buffer-crc32 does: from nothing, after a sum given as a number or as its 4 bytes, and text as UTF-8', () => {
    expect(zlibUnsigned(Buffer.from('123456789'))).toBe(0xcbf43926);
    const [a, b] = [bytes(1000, 1), bytes(777, 2)];
    expect(zlibUnsigned(a)).toBe(reference(a));
    expect(zlibUnsigned(b, zlibUnsigned(a))).toBe(reference(Buffer.concat([a, b])));
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(zlibUnsigned(a));
    expect(zlibUnsigned(b, sum)).toBe(reference(Buffer.concat([a, b])));
    expect(zlibUnsigned('città')).toBe(reference(Buffer.from('città', 'utf8')));
  });

  it("gives yazl's own buffer-crc32 zlib's sum", () => {
    const yazlAt = createRequire(import.meta.url).resolve('yazl');
    loadYazl();
    expect(createRequire(yazlAt)('buffer-crc32').unsigned).toBe(zlibUnsigned);
  });

  it('writes zips whose every entry matches its sum, streamed in pieces or whole', async () => {
    const zip = newZipFile();
    const pieces = [bytes(20_000, 3), bytes(1, 4), bytes(30_000, 5)];
    zip.addBuffer(Buffer.from('<?xml version="1.0"?><a>Perù</a>', 'utf8'), 'small.xml', { compressionLevel: 1 });
    const streamed = new PassThrough();
    zip.addReadStream(streamed, 'big.bin', { compressionLevel: 1 });
    zip.end();
    for (const piece of pieces) streamed.write(piece);
    streamed.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    await once(zip.outputStream, 'end');
    // PizZip checks each entry's stored sum against its inflated bytes
    const read = new PizZip(Buffer.concat(chunks), { checkCRC32: true });
    expect(Buffer.from(read.file('big.bin')!.asUint8Array())).toEqual(Buffer.concat(pieces));
    expect(read.file('small.xml')!.asText()).toContain('Perù');
  });
});
