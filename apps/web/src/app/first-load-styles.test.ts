import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedStyleFiles, mantineStyleFiles, reachedStyleFiles, signedInStyles } from '../../build-tools/mantine-styles';

const FIRST_LOAD = path.join(import.meta.dirname, 'first-load.css');
const components = mantineStyleFiles();
const firstLoad = importedStyleFiles(FIRST_LOAD);

describe("Mantine's styles, split between the first load and the signed-in shell", () => {
  const signedIn = signedInStyles(FIRST_LOAD);

  it('give each component its styles once: in the first load or in the shell’s share, in the mantine layer', () => {
    expect(signedIn.startsWith('@layer mantine {')).toBe(true);
    for (const { name, css } of components) {
      const inShell = signedIn.includes(css);
      expect(firstLoad.includes(name) !== inShell, name).toBe(true);
    }
  });

  it("keep Mantine's order, and the first load has every component others are built on", () => {
    const order = components.map((c) => c.name);
    expect(firstLoad).toEqual(order.filter((name) => firstLoad.includes(name)));
    const shell = components.filter((c) => !firstLoad.includes(c.name)).map((c) => signedIn.indexOf(c.css));
    expect(shell).toEqual([...shell].sort((a, b) => a - b));
    // the head of Mantine's order, up to FloatingIndicator: the components the others are built on
    expect(firstLoad).toEqual(expect.arrayContaining(order.slice(0, order.indexOf('FloatingIndicator') + 1)));
  });
});

/** reachedStyleFiles of a source folder holding one file with `code`. */
function reachedBy(code: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mantine-reach-'));
  try {
    writeFileSync(path.join(dir, 'screen.tsx'), code);
    return reachedStyleFiles(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the build's signed-in share: only the components the app can draw", () => {
  it('follows a component to those it is built on, through the other Mantine packages too', () => {
    const reached = reachedBy(
      `import { Select, type SelectProps } from '@mantine/core';\nimport { DatePickerInput } from '@mantine/dates';`,
    );
    // Select draws a Combobox in a Popover over an Input; the date picker, a Popover and its own Input
    expect([...reached]).toEqual(expect.arrayContaining(['Combobox', 'Popover', 'Input', 'ScrollArea']));
    expect(reached.has('Rating')).toBe(false);
    expect(reachedBy(`import {\n  Rating as Stars,\n  MantineColorSchemeManager,\n} from '@mantine/core';`)).toEqual(new Set(['Rating']));
  });

  it('refuses a whole package taken at once, whose use it cannot see', () => {
    expect(() => reachedBy(`import * as Mantine from '@mantine/core';`)).toThrow(/whole Mantine package/);
  });

  it("of this app: what its screens use, not Mantine's components it never draws", () => {
    const reached = reachedStyleFiles(path.join(import.meta.dirname, '..'));
    expect([...reached]).toEqual(expect.arrayContaining(['AppShell', 'Table', 'Tabs', 'Tooltip', 'Combobox', 'Modal']));
    const signedIn = signedInStyles(FIRST_LOAD, reached);
    for (const { name, css } of components) {
      const shipped = firstLoad.includes(name) || signedIn.includes(css);
      expect(shipped, name).toBe(firstLoad.includes(name) || reached.has(name));
    }
    expect(signedIn.includes(components.find((c) => c.name === 'Rating')!.css)).toBe(false);
  });
});
