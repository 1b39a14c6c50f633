import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@empowerment/shared';
import { blend, readable } from './contrast';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  // xs is the mobile breakpoint of the spec (640 px): below it the sidebar is a drawer.
  breakpoints: { xs: `${MOBILE_BREAKPOINT_PX / 16}em`, sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});

const { colors, white } = DEFAULT_THEME;
const LIGHT_GROUNDS = [white, colors.gray[0], colors.gray[1]]; // page, striped row, hovered row
const DARK_GROUNDS = [colors.dark[7], colors.dark[6], colors.dark[5]];

/**
 * Mantine's text shades (coloured text, 'light' and 'subtle' buttons and badges, links,
 * dimmed and error text) fall below WCAG AA on several colours. Each is moved just far
 * enough to read at 4.5:1 on the grounds it sits on, in both schemes, so every screen
 * inherits legible colours without choosing them.
 */
function readableColors(scheme: 'light' | 'dark') {
  const grounds = scheme === 'light' ? LIGHT_GROUNDS : DARK_GROUNDS;
  const shade = scheme === 'light' ? 6 : 4;
  const tint = scheme === 'light' ? 0.1 : 0.15; // opacity of the 'light' variant's background
  const vars: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    const text = readable(palette[shade], grounds);
    vars[`--mantine-color-${name}-text`] = text;
    vars[`--mantine-color-${name}-light-color`] = readable(palette[shade], [...grounds, ...grounds.map((g) => blend(palette[6], tint, g))]);
  }
  vars['--mantine-color-anchor'] = vars[`--mantine-color-${theme.primaryColor}-text`];
  vars['--mantine-color-error'] = vars['--mantine-color-red-text'];
  vars['--mantine-color-dimmed'] = readable(scheme === 'light' ? colors.gray[6] : colors.dark[2], grounds);
  return vars;
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: readableColors('light'),
  dark: readableColors('dark'),
});
