import { describe, expect, it } from 'vitest';
import { playwrightSuite, summaryLines, vitestSuite } from './test-summary.mjs';

const root = '/repo';

// A Playwright JSON report (the fields it writes that the summary reads): one journey failed, then
// passed on its retry ('flaky'); one passed at once; one failed both times.
const result = (status) => ({ workerIndex: 0, status, duration: 40, errors: [], retry: 0 });
const spec = (title, status, results) => ({
  title,
  ok: status !== 'unexpected',
  tags: [],
  file: 'login.spec.ts',
  line: 3,
  tests: [{ expectedStatus: 'passed', projectName: '', projectId: '', annotations: [], status, results: results.map(result) }],
});
const playwrightReport = {
  config: { rootDir: '/repo/apps/web/e2e' },
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
  errors: [],
  suites: [
    {
      title: 'login.spec.ts',
      file: 'login.spec.ts',
      specs: [spec('fallisce sempre', 'unexpected', ['failed', 'failed'])],
      suites: [
        {
          title: 'Accesso',
          file: 'login.spec.ts',
          specs: [spec('entra al secondo tentativo', 'flaky', ['failed', 'passed']), spec('entra subito', 'expected', ['passed'])],
        },
      ],
    },
  ],
};

// A Vitest JSON report: a test passed on its retry keeps the failure of its first try.
const assertion = (title, status, failureMessages = []) => ({
  ancestorTitles: ['list'],
  fullName: `list ${title}`,
  title,
  status,
  failureMessages,
});
const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 0,
  testResults: [
    {
      name: '/repo/apps/server/src/lib/list.test.ts',
      status: 'passed',
      assertionResults: [
        assertion('pages by 10', 'passed', ['AssertionError: expected 9 to be 10']),
        assertion('drops empty filters', 'passed'),
      ],
    },
  ],
};

describe('the summary of npm test', () => {
  const suites = [
    { name: 'lint', passed: 1, failed: 0 },
    vitestSuite('server', vitestReport, 0, root),
    playwrightSuite('e2e', playwrightReport, 1, root),
  ];
  const lines = summaryLines(suites);

  it('counts a journey that passed only on its retry as passed, and names it', () => {
    expect(suites[2]).toEqual({
      name: 'e2e',
      passed: 2,
      failed: 1,
      retried: [{ file: 'apps/web/e2e/login.spec.ts', title: 'Accesso › entra al secondo tentativo' }],
      failures: [{ file: 'apps/web/e2e/login.spec.ts', title: 'fallisce sempre' }],
    });
    expect(suites[1].retried).toEqual([{ file: 'apps/server/src/lib/list.test.ts', title: 'list › pages by 10' }]);
  });

  it('names every test that failed, then every test that needed a retry, before the per-suite lines, and ends with the total alone', () => {
    expect(lines).toEqual([
      '',
      'Failed: 1',
      '  e2e         apps/web/e2e/login.spec.ts › fallisce sempre',
      '',
      'Passed only on a retry (flaky): 2',
      '  server      apps/server/src/lib/list.test.ts › list › pages by 10',
      '  e2e         apps/web/e2e/login.spec.ts › Accesso › entra al secondo tentativo',
      '',
      '  lint        1 passed, 0 failed',
      '  server      2 passed, 0 failed',
      '  e2e         2 passed, 1 failed',
      '5 passed, 1 failed',
    ]);
  });

  it('names a failed Vitest test, and a file that did not run, with the suite they belong to', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/apps/server/src/plugins/audit.test.ts',
          status: 'failed',
          assertionResults: [assertion('writes one entry', 'failed', ['AssertionError']), assertion('reads it back', 'passed')],
        },
        { name: '/repo/apps/server/src/db/boot.test.ts', status: 'failed', assertionResults: [] },
      ],
    };
    const suite = vitestSuite('server (Node 24)', report, 1, root);
    expect(suite.failed).toBe(2);
    expect(summaryLines([suite]).slice(0, 5)).toEqual([
      '',
      'Failed: 2',
      '  server (Node 24) apps/server/src/plugins/audit.test.ts › list › writes one entry',
      '  server (Node 24) apps/server/src/db/boot.test.ts › (the file did not run)',
      '',
    ]);
  });

  it('says nothing of retries when none was needed', () => {
    const clean = summaryLines([
      { name: 'lint', passed: 1, failed: 0 },
      vitestSuite('shared', { ...vitestReport, testResults: [] }, 0, root),
    ]);
    expect(clean).toEqual(['', '  lint        1 passed, 0 failed', '  shared      2 passed, 0 failed', '3 passed, 0 failed']);
  });

  it('keeps the counts in one column after a longer suite name', () => {
    const lines = summaryLines([
      { name: 'server', passed: 5, failed: 0 },
      { name: 'server (Node 24)', passed: 5, failed: 1 },
    ]);
    expect(lines).toEqual(['', '  server           5 passed, 0 failed', '  server (Node 24) 5 passed, 1 failed', '10 passed, 1 failed']);
  });
});
