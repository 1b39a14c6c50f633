import { Writable } from 'node:stream';

/** A logger destination that keeps every line, for tests that read what the server logged. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown> & { msg?: string }) };
}
