import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { blend, contrastRatio } from './contrast';
import { cssVariablesResolver, theme } from './theme';

const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never);
const { colors, white } = DEFAULT_THEME;
const AA = 4.5;

describe('theme colours meet WCAG AA (4.5:1) for text', () => {
  it.each([
    ['light', white],
    ['light', colors.gray[1]],
    ['dark', colors.dark[7]],
    ['dark', colors.dark[5]],
  ] as const)('%s scheme on %s: dimmed text, links, errors, coloured text', (scheme, ground) => {
    const set = vars[scheme];
    expect(contrastRatio(set['--mantine-color-dimmed'], ground)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(set['--mantine-color-anchor'], ground)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(set['--mantine-color-error'], ground)).toBeGreaterThanOrEqual(AA);
    for (const name of ['orange', 'green', 'teal', 'red', 'violet', 'grape', 'blue', 'yellow']) {
      expect(contrastRatio(set[`--mantine-color-${name}-text`], ground), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it("keeps the 'light' badges and buttons legible ('SITO DI TESTING', 'Esporta in Excel', roles)", () => {
    for (const [name, scheme, ground, tint] of [
      ['orange', 'light', white, 0.1],
      ['green', 'light', white, 0.1],
      ['violet', 'dark', colors.dark[7], 0.15],
      ['grape', 'dark', colors.dark[7], 0.15],
    ] as const) {
      const background = blend(colors[name][6], tint, ground);
      expect(contrastRatio(vars[scheme][`--mantine-color-${name}-light-color`], background), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it("Mantine's own defaults would not (the reason for the resolver)", () => {
    expect(contrastRatio(colors.gray[6], white)).toBeLessThan(AA);
    expect(contrastRatio(colors.orange[6], blend(colors.orange[6], 0.1, white))).toBeLessThan(AA);
  });
});
