import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/error-body-equality.ts', 'test/writers-ended.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    // CI runs this suite twice (Node 20 and 24) on a fresh, busy machine, where the tests of several
    // processes (a proxy, SIGTERM, a scheduler) race real clocks: a test that fails once gets one
    // more try there, as the journeys do, and `npm test`'s summary names every test that needed it.
    retry: process.env.CI ? 1 : 0,
    // its ES module build imports 'dayjs/plugin/utc' without an extension, which only a bundler
    // resolves: let Vite transform it instead of handing it to Node as it is
    server: { deps: { inline: ['@marketto/codice-fiscale-utils'] } },
    hookTimeout: 60_000,
  },
});
