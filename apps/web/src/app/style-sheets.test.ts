import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '..');
const styleSheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));

describe("the app's own style sheets", () => {
  it('pick a colour by scheme with Mantine’s attribute, not light-dark(), which the build’s minifier turns into undefined variables', () => {
    expect(styleSheets.length).toBeGreaterThan(0);
    const using = styleSheets.filter((file) => readFileSync(path.join(SRC, file), 'utf8').includes('light-dark('));
    expect(using).toEqual([]);
  });
});
