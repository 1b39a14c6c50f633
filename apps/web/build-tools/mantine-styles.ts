import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The stylesheet the signed-in shell imports: the rest of Mantine's component styles. */
const SIGNED_IN_STYLES = 'virtual:mantine-signed-in.css';
const RESOLVED = `\0${SIGNED_IN_STYLES}`;

/**
 * Every file of @mantine/core's styles/ folder (a component's styles, or the baseline, the default
 * variables, the global rules), by name, in the order of Mantine's own styles.css, which holds them all.
 */
export function mantineStyleFiles(): { name: string; css: string }[] {
  const stylesDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
  const whole = readFileSync(path.join(stylesDir, 'styles.css'), 'utf8');
  return readdirSync(path.join(stylesDir, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const css = readFileSync(path.join(stylesDir, 'styles', file), 'utf8').trim();
      const at = whole.indexOf(css);
      if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css: its place in the order is unknown`);
      return { at, name: file.slice(0, -'.css'.length), css };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ name, css }) => ({ name, css }));
}

/** The names of the style files a stylesheet imports (`@import '@mantine/core/styles/<name>.layer.css'`), in its order. */
export const importedStyleFiles = (stylesheet: string) =>
  [...readFileSync(stylesheet, 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+)\.layer\.css/g)].map((m) => m[1]);

/**
 * The styles of @mantine/core that `firstLoad` (app/first-load.css, the components drawn before
 * signing in) does not import, in Mantine's order and in its 'mantine' cascade layer: with the first
 * load's, all of Mantine's, each once. Read from the installed package at build time, so a component
 * named in first-load.css leaves this list by itself.
 */
export function signedInStyles(firstLoad: string): string {
  const loaded = new Set(importedStyleFiles(firstLoad));
  const rest = mantineStyleFiles().filter(({ name }) => !loaded.has(name));
  return `@layer mantine {\n${rest.map((r) => r.css).join('\n')}\n}\n`;
}

/** Serves virtual:mantine-signed-in.css, worked out from `firstLoad` (and again when it changes). */
export function mantineSignedInStyles(firstLoad: string): Plugin {
  return {
    name: 'empowerment:mantine-signed-in-styles',
    resolveId: (id) => (id === SIGNED_IN_STYLES ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(firstLoad);
      return signedInStyles(firstLoad);
    },
  };
}
