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

  it('ends with 408 when a part is not complete in its time, even while a few bytes keep trickling in', async () => {
    const stream = new Readable({ read() {} });
    const parts = streamParts(stream, 256 * KiB, 200);
    const drip = setInterval(() => stream.push(Buffer.alloc(100)), 20);
    const started = Date.now();
    await expect(parts.next()).rejects.toSatisfy((err) => err instanceof AppError && err.status === 408);
    clearInterval(drip);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('gives each part its own time: a slow file whose parts each arrive in time is read to its end', async () => {
    const stream = new Readable({ read() {} });
    const parts = streamParts(stream, 16 * KiB, 200);
    let sent = 0;
    const feed = setInterval(() => {
      stream.push(Buffer.alloc(4 * KiB));
      sent += 4 * KiB;
      if (sent === 64 * KiB) {
        clearInterval(feed);
        stream.push(null);
      }
    }, 25);
    let got = 0;
    for await (const part of parts) got += part.length;
    expect(got).toBe(64 * KiB);
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
