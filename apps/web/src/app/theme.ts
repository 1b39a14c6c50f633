import {
  createTheme,
  DEFAULT_THEME,
  Notification,
  type AutocompleteProps,
  type CSSVariablesResolver,
  type LoaderProps,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@empowerment/shared';
import { blend, contrastRatio, readable } from './contrast';

const LISTBOX_SCROLL = { viewportProps: { tabIndex: 0 } };

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  // xs is the mobile breakpoint of the spec (640 px): below it the sidebar is a drawer.
  breakpoints: { xs: `${MOBILE_BREAKPOINT_PX / 16}em`, sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Mantine greys a titled notification's text with a fixed shade (gray.6 / dark.2) that
    // reads below 4.5:1; the toasts take the theme's legible dimmed colour instead.
    Notification: Notification.extend({
      styles: (_theme, props) => (props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {}),
    }),
    // A long list of options scrolls; its options are not focusable themselves (the input keeps
    // the focus), so the scrolling region takes a tab stop of its own for keyboard users. Plain
    // objects rather than Select.extend(): importing the components here would put them, their
    // combobox and floating-ui in the login screen's first load (bench M6, decision 0018).
    Select: { defaultProps: { scrollAreaProps: LISTBOX_SCROLL } satisfies Partial<SelectProps> },
    MultiSelect: { defaultProps: { scrollAreaProps: LISTBOX_SCROLL } satisfies Partial<MultiSelectProps> },
    Autocomplete: { defaultProps: { scrollAreaProps: LISTBOX_SCROLL } satisfies Partial<AutocompleteProps> },
    // A loader is a bare span: the name it is given ('Caricamento della scheda') is an attribute
    // ARIA forbids on an element without a role, and assistive technology does not read it. As a
    // status, its name is announced where one is given (and a loader without one stays silent).
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
  },
});

const { colors, white, black } = DEFAULT_THEME;
/** The grounds text sits on in each scheme: page, striped row and hovered row, card or popover. */
export const GROUNDS = {
  light: [white, colors.gray[0], colors.gray[1]],
  dark: [colors.dark[7], colors.dark[6], colors.dark[5]],
} as const;
/** Mantine's own primary shades: filled backgrounds start from these. */
const PRIMARY_SHADE = { light: 6, dark: 8 } as const;
const AA = 4.6; // WCAG AA for body text is 4.5:1, with a margin for rounding

type Palette = readonly string[];

/** The first shade from `from` on that carries white text, else the darkest one darkened until it does. */
function filledShades(palette: Palette, from: number) {
  for (let shade = from; shade <= 9; shade++) {
    if (contrastRatio(white, palette[shade]) >= AA) {
      return { filled: palette[shade], hover: shade < 9 ? palette[shade + 1] : blend(palette[9], 0.85, black) };
    }
  }
  const filled = readable(palette[9], [white], AA);
  return { filled, hover: blend(filled, 0.85, black) };
}

/**
 * Mantine's colour variables (coloured text, links, dimmed and error text, and the 'filled',
 * 'light', 'subtle' and 'outline' variants of buttons, badges and NavLinks) fall below WCAG AA
 * on several colours. Each is set here to an explicit colour that reads at 4.5:1 on the
 * background it is actually drawn on in the browser (the 'light' variant is an opaque shade,
 * the 'filled' one carries white text), so every screen inherits legible colours.
 */
export function readableColors(scheme: 'light' | 'dark') {
  const grounds = [...GROUNDS[scheme]];
  const vars: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    // 'light' variant: a pale (light) or deep (dark) tint of the colour, its hover one step stronger
    const light = scheme === 'light' ? palette[1] : blend(palette[9], 0.5, black);
    const lightHover = scheme === 'light' ? palette[2] : blend(palette[9], 0.7, black);
    const text = readable(scheme === 'light' ? palette[6] : palette[4], grounds, AA);
    const { filled, hover } = filledShades(palette, PRIMARY_SHADE[scheme]);
    Object.assign(vars, {
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: hover,
      [`--mantine-color-${name}-light`]: light,
      [`--mantine-color-${name}-light-hover`]: lightHover,
      // also the text of the 'subtle' variant, on the page's grounds and on its hover tint
      [`--mantine-color-${name}-light-color`]: readable(scheme === 'light' ? palette[9] : palette[0], [...grounds, light, lightHover], AA),
      [`--mantine-color-${name}-outline`]: text,
    });
  }
  vars['--mantine-color-anchor'] = vars[`--mantine-color-${theme.primaryColor}-text`];
  vars['--mantine-color-error'] = vars['--mantine-color-red-text'];
  vars['--mantine-color-dimmed'] = readable(scheme === 'light' ? colors.gray[6] : colors.dark[2], grounds, AA);
  // a file field's placeholder is drawn as text of its own (Input.Placeholder), read like any other
  vars['--mantine-color-placeholder'] = vars['--mantine-color-dimmed'];
  return vars;
}

/** Worked out on first use, once: the colours depend on the theme alone, and Mantine asks on every render of its provider. */
let readableVariables: ReturnType<CSSVariablesResolver> | undefined;
export const cssVariablesResolver: CSSVariablesResolver = () =>
  (readableVariables ??= { variables: {}, light: readableColors('light'), dark: readableColors('dark') });
