import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { streamParts } from './files.upload';

const KiB = 1024;

/**
 * A file stream as busboy gives it: 16 KiB chunks of `content`, counting what the reader pulled;
 * with `stalled`, the sender stops once it is all out, without ending it.
 */
function source(content: Buffer, stalled = false) {
  let pulled = 0;
  const stream = new Readable({
    read() {
      if (pulled >= content.length) return void (stalled ? undefined : this.push(null));
      const chunk = content.subarray(pulled, pulled + 16 * KiB);
      pulled += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('streamParts', () => {
  it('gives the file in parts of the given size, the last one shorter, byte for byte', async () => {
    const content = randomBytes(2.5 * 256 * KiB);
    const parts: Buffer[] = [];
    // each part is copied: they share one buffer
    for await (const part of streamParts(source(content).stream, 256 * KiB)) parts.push(Buffer.from(part));
    expect(parts.map((p) => p.length)).toEqual([256 * KiB, 256 * KiB, 128 * KiB]);
    expect(Buffer.compare(Buffer.concat(parts), content)).toBe(0);
  });

  it('reads no further than about one part while the reader holds one', async () => {
    const { stream, pulled } = source(randomBytes(4 * 256 * KiB));
    const parts = streamParts(stream, 256 * KiB);
    await parts.next();
    for (let i = 0; i < 20; i++) await turn();
    // the part given, the next one gathered, and what the stream buffers before it stops pulling
    expect(pulled()).toBeLessThanOrEqual(2 * 256 * KiB + 32 * KiB);
    await parts.return(undefined);
  });

  it("ends with 413 at busboy's limit, without waiting for the end of the part", async () => {
    const { stream } = source(randomBytes(64 * KiB));
    const parts = streamParts(stream, 256 * KiB);
    const next = parts.next();
    stream.emit('limit');
    await expect(next).rejects.toSatisfy((err) => err instanceof AppError && err.status === 413);
  });

  it('ends with an error when the stream is destroyed before its end (the client went away)', async () => {
    const { stream } = source(randomBytes(64 * KiB), true);
    const parts = streamParts(stream, 256 * KiB);
    const next = parts.next();
    await turn();
    stream.destroy();
    await expect(next).rejects.toThrow('upload interrupted');
  });
});
