import { DEFAULT_THEME, Loader, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { cssVariablesResolver, GROUNDS, theme } from './theme';

const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never);
const { colors, white } = DEFAULT_THEME;
const AA = 4.5;
const NAMES = Object.keys(colors);
const SCHEMES = ['light', 'dark'] as const;

describe('theme colours meet WCAG AA (4.5:1) for text', () => {
  it.each(SCHEMES.flatMap((scheme) => GROUNDS[scheme].map((ground) => [scheme, ground] as const)))(
    '%s scheme on %s: dimmed text, links, errors, coloured and outline text',
    (scheme, ground) => {
      const set = vars[scheme];
      expect(contrastRatio(set['--mantine-color-dimmed'], ground)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(set['--mantine-color-anchor'], ground)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(set['--mantine-color-error'], ground)).toBeGreaterThanOrEqual(AA);
      for (const name of NAMES) {
        expect(contrastRatio(set[`--mantine-color-${name}-text`], ground), name).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(set[`--mantine-color-${name}-outline`], ground), name).toBeGreaterThanOrEqual(AA);
        // 'subtle' buttons: the light variant's text on the bare page
        expect(contrastRatio(set[`--mantine-color-${name}-light-color`], ground), name).toBeGreaterThanOrEqual(AA);
      }
    },
  );

  it.each(SCHEMES)("%s scheme: 'light' badges, buttons, active NavLinks read on their own tint and its hover", (scheme) => {
    const set = vars[scheme];
    for (const name of NAMES) {
      const color = set[`--mantine-color-${name}-light-color`];
      expect(contrastRatio(color, set[`--mantine-color-${name}-light`]), name).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(color, set[`--mantine-color-${name}-light-hover`]), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(SCHEMES)("%s scheme: 'filled' badges and buttons carry white text", (scheme) => {
    const set = vars[scheme];
    for (const name of NAMES) {
      expect(contrastRatio(white, set[`--mantine-color-${name}-filled`]), name).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(white, set[`--mantine-color-${name}-filled-hover`]), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps the primary colour as Mantine draws it where it already reads', () => {
    expect(vars.light['--mantine-color-violet-filled']).toBe(colors.violet[6]);
    expect(vars.light['--mantine-color-violet-light']).toBe(colors.violet[1]);
  });

  it("Mantine's own defaults would not (the reason for the resolver)", () => {
    expect(contrastRatio(colors.gray[6], white)).toBeLessThan(AA); // dimmed text
    expect(contrastRatio(white, colors.grape[6])).toBeLessThan(AA); // filled 'Amministratore' badge
    expect(contrastRatio(white, colors.green[8])).toBeLessThan(AA);
  });
});

describe('loaders', () => {
  it('a named loader is a status that says its name (ARIA forbids a name on a bare span: axe aria-prohibited-attr)', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Loader aria-label="Caricamento della scheda" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Caricamento della scheda' })).toBeInTheDocument();
  });
});
