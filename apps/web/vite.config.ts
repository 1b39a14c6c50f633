import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { italianTownsFile } from './build-tools/italian-towns';
import { mantineSignedInStyles } from './build-tools/mantine-styles';
import { precompress } from './build-tools/precompress';

// React Router 7 points every import at its development build, whose warnings then ship to
// browsers (remix-run/react-router#14102): the app's build takes the production one, the same code
// with its development warnings off; the dev server and the tests keep the warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, mode }) => ({
  resolve: command === 'build' && mode === 'production' ? { alias: { 'react-router': reactRouterProduction } } : {},
  plugins: [
    react(),
    italianTownsFile(),
    mantineSignedInStyles(path.join(import.meta.dirname, 'src/app/first-load.css'), path.join(import.meta.dirname, 'src')),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    // A lazy screen's JavaScript is found by the browser from its imports, not announced by one
    // <link rel=modulepreload> per file: Vite's helper appended some seventy at the signed-in start
    // (the shell's and the first screen's files), each a fetch begun on the main thread, one long task
    // of 350 ms on a phone's slowed processor (bench M6, decision 0062). The page's own modulepreload
    // stays, and a screen's stylesheets are still fetched before it runs (Vite keeps CSS out of this).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports, the first load of every visit, is one chunk: split by default
          // along the lazy screens that share it, it was some sixty files, which a phone on a slow
          // network asks for six at a time, a round trip each (bench M6, decision 0055).
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Whole-app tests type like a user and wait for lazy screens.
    testTimeout: 15_000,
    // As the end-to-end journeys (playwright.config.ts): in CI a test that failed is run once more, so
    // a timing slip on a loaded 2-core machine is not taken for a regression; a real failure fails twice.
    retry: process.env.CI ? 1 : 0,
  },
}));
