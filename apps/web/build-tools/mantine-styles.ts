import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** A named import from a Mantine package: `import { Button, type ButtonProps } from '@mantine/core'`. */
const MANTINE_IMPORT = /import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["'](@mantine\/[\w-]+)["']/g;
/** What a named import list cannot show: the whole package taken at once, whose use is then unknown. */
const WHOLE_PACKAGE_IMPORT = /import\s+(?:\*\s+as\s+\w+|\w+)\s+from\s*["']@mantine\/[\w-]+["']/;

const importedNames = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });

/**
 * The names of @mantine/core's style files that the app's code can reach: from every name the app
 * imports from a Mantine package (@mantine/dates and @mantine/spotlight included), the package's
 * modules are followed import by import, and a component's styles are reached with its class names'
 * module (`Button.module.mjs` for styles/Button.css, one for one). Over-reaching costs bytes, never
 * a look, so a file the walk cannot read stops the build rather than being guessed at.
 */
export function reachedStyleFiles(srcDir: string): Set<string> {
  const require = createRequire(import.meta.url);
  const exportsByPackage = new Map<string, Map<string, string>>();
  const exportsOf = (pkg: string) => {
    let exports = exportsByPackage.get(pkg);
    if (!exports) {
      // the package's ES modules, beside the CommonJS entry that require resolves
      const esm = path.join(path.dirname(require.resolve(pkg)), '..', 'esm');
      exports = new Map();
      for (const m of readFileSync(path.join(esm, 'index.mjs'), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
        for (const name of m[1].split(',')) {
          const [own, as] = name.trim().split(/\s+as\s+/);
          exports.set((as ?? own).trim(), path.join(esm, m[2]));
        }
      }
      exportsByPackage.set(pkg, exports);
    }
    return exports;
  };
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/from\s*"(\.[^"]+\.mjs)"/g)) visit(path.resolve(path.dirname(file), m[1]));
    follow(code, file);
  };
  const follow = (code: string, file: string) => {
    if (WHOLE_PACKAGE_IMPORT.test(code)) throw new Error(`${file} imports a whole Mantine package: name what it uses`);
    for (const m of code.matchAll(MANTINE_IMPORT)) {
      for (const name of importedNames(m[1])) {
        // a name without a module is a type (the compiler checks that it exists)
        const module = exportsOf(m[2]).get(name);
        if (module) visit(module);
      }
    }
  };
  for (const file of sourceFiles(srcDir)) follow(readFileSync(file, 'utf8'), file);
  const reached = new Set<string>();
  for (const file of visited) {
    if (file.includes(`${path.sep}core${path.sep}esm${path.sep}`) && file.endsWith('.module.mjs'))
      reached.add(path.basename(file, '.module.mjs'));
  }
  return reached;
}

/**
 * The styles of @mantine/core that `firstLoad` (app/first-load.css, the components drawn before
 * signing in) does not import, in Mantine's order and in its 'mantine' cascade layer: with the first
 * load's, all of Mantine's, each once. Given `reached` (reachedStyleFiles), only the components the
 * app can draw: some forty of Mantine's hundred are never used, and were half of the shell's CSS.
 * Read from the installed package at build time, so a component named in first-load.css leaves this
 * list by itself, and one the app starts to use joins it.
 */
export function signedInStyles(firstLoad: string, reached?: Set<string>): string {
  const loaded = new Set(importedStyleFiles(firstLoad));
  const rest = mantineStyleFiles().filter(({ name }) => !loaded.has(name) && (!reached || reached.has(name)));
  return `@layer mantine {\n${rest.map((r) => r.css).join('\n')}\n}\n`;
}

/**
 * Serves virtual:mantine-signed-in.css, worked out from `firstLoad` (and again when it changes); in
 * a build, only the components the code in `srcDir` reaches. The dev server keeps them all, so that a
 * component used for the first time is styled without a restart.
 */
export function mantineSignedInStyles(firstLoad: string, srcDir: string): Plugin {
  let building = false;
  return {
    name: 'empowerment:mantine-signed-in-styles',
    configResolved: (config) => {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === SIGNED_IN_STYLES ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(firstLoad);
      return signedInStyles(firstLoad, building ? reachedStyleFiles(srcDir) : undefined);
    },
  };
}
