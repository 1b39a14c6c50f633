import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedStyleFiles, mantineStyleFiles, signedInStyles } from '../../build-tools/mantine-styles';

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
