/** WCAG 2 contrast arithmetic for the theme's colours (hex, #rgb or #rrggbb). */
type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex; // #fff
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}
const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of a colour given as channels (WCAG 2). */
function luminanceOf([r, g, b]: Rgb) {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The luminance of each colour the theme names, worked out once: the theme asks for the same few grounds many times. */
const known = new Map<string, number>();
function luminance(hex: string) {
  let value = known.get(hex);
  if (value === undefined) known.set(hex, (value = luminanceOf(toRgb(hex))));
  return value;
}

const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export const contrastRatio = (a: string, b: string) => ratioOf(luminance(a), luminance(b));

/** `color` laid at `opacity` over `background`, as the eye sees it. */
export const blend = (color: string, opacity: number, background: string) => {
  const [fg, bg] = [toRgb(color), toRgb(background)];
  return toHex(fg.map((v, i) => v * opacity + bg[i] * (1 - opacity)) as Rgb);
};

/**
 * The colour nearest to `color` that reads on every one of `backgrounds` at `ratio`
 * (WCAG AA body text: 4.5): darkened towards black on light grounds, lightened
 * towards white on dark ones. Each candidate is weighed once against the grounds'
 * luminances (the theme's start on a slow phone runs this some hundred times).
 */
export function readable(color: string, backgrounds: string[], ratio = 4.6) {
  const grounds = backgrounds.map(luminance);
  const towards: Rgb = grounds[0] > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const start = toRgb(color);
  for (let step = 0; step <= 20; step++) {
    // rounded as its hex will be, so the colour returned is the one weighed
    const candidate = start.map((v, i) => Math.round(v + (towards[i] - v) * (step / 20))) as Rgb;
    const own = luminanceOf(candidate);
    if (grounds.every((ground) => ratioOf(own, ground) >= ratio)) return toHex(candidate);
  }
  return toHex(towards);
}
