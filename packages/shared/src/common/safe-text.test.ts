import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnsafeText, isSafeText, safeText, UNSAFE_TEXT_MESSAGE } from '../index';

describe('safe text', () => {
  it('accepts ordinary Italian text, emoji (a surrogate pair) and every other control character', () => {
    for (const text of ['', 'Perché è così', 'ok 😀', 'tab\tand\nnew line', '\u0001\u001f']) expect(isSafeText(text)).toBe(true);
  });

  it('refuses NUL and lone surrogates, wherever they are', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', '\uDBFF\uDBFF\uDC00'.slice(0, 2), 'ab\uDFFFcd'])
      expect(isSafeText(text)).toBe(false);
  });

  it('gives forms a refinement with the Italian message', () => {
    const schema = z.object({ name: z.string().check(safeText()) });
    const result = schema.safeParse({ name: 'Anna\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Il testo contiene caratteri non ammessi' });
    expect(schema.safeParse({ name: 'Anna' }).success).toBe(true);
  });

  it('finds the path of the first unsafe text in a payload, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toEqual({ path: 'b.1.c' });
    expect(findUnsafeText({ ['k\u0000']: 1 })).toEqual({ path: 'k\u0000' });
    expect(findUnsafeText('\uD800')).toEqual({ path: '' });
    expect(findUnsafeText({ a: 'ok', n: 1, z: null, t: true })).toBeNull();
    expect(findUnsafeText(Buffer.from([0]))).toBeNull();
    expect(UNSAFE_TEXT_MESSAGE).toBe('Il testo contiene caratteri non ammessi');
  });

  it('walks a deeply nested payload without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.path).toMatch(/^0(\.0)+$/);
  });
});
