import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as root from '@empowerment/shared';
import { expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '../src');

// The shared package whole: its root entry and every domain's ('@empowerment/shared/<folder>').
const SHARED_SRC = path.join(import.meta.dirname, '../../../packages/shared/src');
const domains = readdirSync(SHARED_SRC).filter((name) => existsSync(path.join(SHARED_SRC, name, 'index.ts')));
const shared: Record<string, unknown> = Object.assign(
  {},
  root,
  ...(await Promise.all(domains.map((domain) => import(`@empowerment/shared/${domain}`)))),
);

/** Every text of the shared catalogues: MSG, STATUS_MESSAGES, each feature's *_MSG and the loose constants. */
function sharedMessages(): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [name, value] of Object.entries(shared)) {
    if (name === 'MSG' || name === 'STATUS_MESSAGES' || name.endsWith('_MSG')) collect(value);
  }
  collect([root.CONNECTION_ERROR, root.ITEM_DELETED]);
  return texts;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });

it('writes no text of the shared catalogues again: the server uses the shared one', () => {
  const messages = sharedMessages();
  const copies: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)+)'|"((?:[^"\\\n]|\\.)+)"/g)) {
      const text = (match[1] ?? match[2]).replace(/\\(.)/g, '$1');
      if (messages.has(text)) copies.push(`${path.relative(SRC, file)}: ${text}`);
    }
  }
  expect(copies).toEqual([]);
});
