import { z } from 'zod';

/** Answer to a text that PostgreSQL cannot store (NUL) or that is not valid Unicode (a lone surrogate). */
export const UNSAFE_TEXT_MESSAGE = 'Il testo contiene caratteri non ammessi';

// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one
// eslint-disable-next-line no-control-regex -- finding NUL is this pattern's job
const UNSAFE_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string) => !UNSAFE_CHARS.test(text);

/** A refinement for any text field of a form: `z.string().check(safeText())`. */
export const safeText = () => z.refine<string>(isSafeText, UNSAFE_TEXT_MESSAGE);

/**
 * The first text in a parsed payload (object keys included) that is not safe, with its dotted path
 * ('' for the payload itself). Walks iteratively, so a deeply nested payload cannot exhaust the stack.
 */
export function findUnsafeText(value: unknown): { path: string } | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return { path };
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (v !== null && typeof v === 'object' && isPlainObject(v)) {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (!isSafeText(key)) return { path: at };
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}

// Files and streams may carry any byte: only records (parsed JSON, a query string parser's bare
// object whose prototype has no prototype) hold text.
function isPlainObject(v: object) {
  const proto = Object.getPrototypeOf(v);
  return proto === null || Object.getPrototypeOf(proto) === null;
}
