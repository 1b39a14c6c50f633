// The closing summary of `npm test` (scripts/test.mjs): each suite's counts, read from its runner's
// JSON report, every test that failed and every test that passed only on a retry, named, so that
// the last lines of a long run say what to look at, and flakiness is seen rather than counted as a
// plain pass.
import path from 'node:path';

/**
 * @typedef {{ file: string, title: string }} RetriedTest  file relative to the repository
 * @typedef {{ name: string, passed: number, failed: number, retried?: RetriedTest[], failures?: RetriedTest[] }} Suite
 */

/**
 * A Vitest suite from its JSON report and exit status. A test that failed, then passed on a retry
 * (the `retry` option), is reported 'passed' with its earlier tries' failures kept in
 * failureMessages: that is how it is told apart.
 * @returns {Suite}
 */
export function vitestSuite(name, report, status, root) {
  // a file that failed without a failed test (it did not load, a hook threw) counts once; a failed
  // test counts once, not again for each describe block around it
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  const failed = report.numFailedTests + brokenFiles.length;
  const unexplained = status !== 0 && failed === 0 ? 1 : 0;
  const named = (keep) =>
    report.testResults.flatMap((file) =>
      file.assertionResults
        .filter(keep)
        .map((a) => ({ file: path.relative(root, file.name), title: [...a.ancestorTitles, a.title].join(' › ') })),
    );
  const retried = named((a) => a.status === 'passed' && a.failureMessages?.length > 0);
  const failures = [
    ...named((a) => a.status === 'failed'),
    ...brokenFiles.map((f) => ({ file: path.relative(root, f.name), title: '(the file did not run)' })),
  ];
  return { name, passed: report.numPassedTests, failed: failed + unexplained, retried, failures };
}

/**
 * A Playwright suite from its JSON report and exit status. Its 'flaky' tests failed, then passed on
 * a retry: they count as passed and are named.
 * @returns {Suite}
 */
export function playwrightSuite(name, report, status, root) {
  const { expected, unexpected, flaky } = report.stats;
  const named = { flaky: [], unexpected: [] };
  // the outer suites are the files (their title is the file name), the inner ones describe blocks
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (!(test.status in named)) continue;
        const project = test.projectName ? ` [${test.projectName}]` : '';
        const file = path.relative(root, path.join(report.config.rootDir, spec.file));
        named[test.status].push({ file, title: [...titles, spec.title].join(' › ') + project });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites) walk(file, []);
  const failed = unexpected + (status !== 0 && unexpected === 0 ? 1 : 0);
  return { name, passed: expected + flaky, failed, retried: named.flaky, failures: named.unexpected };
}

/** @param {Suite[]} suites */
export const totals = (suites) =>
  suites.reduce((t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed }), { passed: 0, failed: 0 });

/**
 * The lines that close the run: the tests that failed, those that needed a retry, then one line per
 * suite, and last the total, exactly `N passed, N failed` (what CI and people read).
 * @param {Suite[]} suites
 */
export function summaryLines(suites) {
  // the names in one column, as wide as the longest ('server (Node 24)')
  const width = Math.max(11, ...suites.map((s) => s.name.length));
  const listed = (key, heading) => {
    const lines = suites.flatMap((s) => (s[key] ?? []).map((t) => `  ${s.name.padEnd(width)} ${t.file} › ${t.title}`));
    return lines.length > 0 ? [`${heading}: ${lines.length}`, ...lines, ''] : [];
  };
  const total = totals(suites);
  return [
    '',
    ...listed('failures', 'Failed'),
    ...listed('retried', 'Passed only on a retry (flaky)'),
    ...suites.map((s) => `  ${s.name.padEnd(width)} ${s.passed} passed, ${s.failed} failed`),
    `${total.passed} passed, ${total.failed} failed`,
  ];
}
