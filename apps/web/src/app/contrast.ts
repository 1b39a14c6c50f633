/** WCAG 2 contrast arithmetic for the theme's colours (hex, #rgb or #rrggbb). */
type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex; // #fff
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}
const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb) {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` laid at `opacity` over `background`, as the eye sees it. */
export const blend = (color: string, opacity: number, background: string) => {
  const [fg, bg] = [toRgb(color), toRgb(background)];
  return toHex(fg.map((v, i) => v * opacity + bg[i] * (1 - opacity)) as Rgb);
};

/**
 * The colour nearest to `color` that reads on every one of `backgrounds` at `ratio`
 * (WCAG AA body text: 4.5): darkened towards black on light grounds, lightened
 * towards white on dark ones.
 */
export function readable(color: string, backgrounds: string[], ratio = 4.6) {
  const towards: Rgb = luminance(toRgb(backgrounds[0])) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const start = toRgb(color);
  for (let step = 0; step <= 20; step++) {
    const candidate = toHex(start.map((v, i) => v + (towards[i] - v) * (step / 20)) as Rgb);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return toHex(towards);
}
