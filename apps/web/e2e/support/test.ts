import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { unstyledMantineClasses } from './ui';

export { expect };

type Finding = { rule: string; impact: string; help: string; url: string; scheme: string | null; targets: string[] };

const BLOCKING = new Set(['serious', 'critical']);
// Lazy screens, skeletons and transitions settle before a screen is judged.
const SETTLE_MS = 600;

// The WCAG A and AA rules (with 2.1, 2.2) and axe's best practices, as AA conformance asks.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A screen as axe judges it: its path, colour scheme and width class. */
async function screenKey(page: Page) {
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  return { scheme, key: `${new URL(page.url()).pathname} ${scheme} ${phone ? 'phone' : 'wide'}` };
}

// Judged once per run (axe takes seconds on a busy machine); the journeys revisit screens often.
const judged = new Set<string>();

/**
 * Until no finite animation runs (spinners loop for ever and are left alone), at most a few
 * seconds: a modal fading in or a toast sliding has its colours blended with what lies under it,
 * which is no contrast a user reads once it has settled.
 */
const transitionsOver = (page: Page) =>
  page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});

async function scan(page: Page): Promise<Finding[]> {
  const { key, scheme } = await screenKey(page);
  if (judged.has(key)) return [];
  const analyze = async () => {
    await transitionsOver(page);
    return (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations;
  };
  let violations = await analyze();
  // the journey goes on while axe reads the page: a modal fading in, a dropdown half open or half
  // closed is no state a user stays in. A finding is judged again once that has settled, and
  // stands only if the same rule still fails on the same element
  if (violations.length > 0) {
    const again = new Set((await analyze()).flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`)));
    violations = violations
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => again.has(`${v.id} ${n.target.join(' ')}`)) }))
      .filter((v) => v.nodes.length > 0);
  }
  // a component drawn without its styles: the build ships each screen only the Mantine styles of the
  // components its code can draw, and nothing else would notice one left out
  const unstyled = await unstyledMantineClasses(page);
  judged.add(key);
  const url = new URL(page.url()).pathname;
  return violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => ({ rule: v.id, impact: v.impact!, help: v.help, url, scheme, targets: v.nodes.map((node) => node.target.join(' ')) }))
    .concat(
      unstyled.length > 0
        ? [{ rule: 'mantine-styles', impact: 'serious', help: "Mantine's classes without their styles", url, scheme, targets: unstyled }]
        : [],
    );
}

declare global {
  interface Window {
    __a11yColorSchemeChanged?: () => void;
  }
}

/**
 * Every journey is also an accessibility check: axe judges each screen it reaches (every
 * navigation, every switch of light or dark mode, and where the test ends), and the test
 * fails on any serious or critical violation, or on a Mantine component drawn without its styles. Specs import `test` from here.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const findings = new Map<string, Finding>();
    let queue: Promise<void> = Promise.resolve();
    const check = (mustRun: boolean) => {
      queue = queue.then(async () => {
        if (page.isClosed()) return;
        try {
          // the settling wait too: a check queued by a navigation may still wait when the test ends
          await page.waitForTimeout(SETTLE_MS);
          for (const finding of await scan(page))
            findings.set(`${finding.rule} ${finding.url} ${finding.scheme} ${finding.targets}`, finding);
        } catch (error) {
          // A scan cut short by the next navigation is redone there; only the final one must run.
          if (mustRun) throw error;
        }
      });
    };

    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) check(false);
    });
    await page.exposeFunction('__a11yColorSchemeChanged', () => check(false));
    await page.addInitScript(() => {
      const watch = () =>
        new MutationObserver((records) => {
          if (records.some((r) => r.oldValue != null)) window.__a11yColorSchemeChanged?.();
        }).observe(document.documentElement, { attributes: true, attributeOldValue: true, attributeFilter: ['data-mantine-color-scheme'] });
      if (document.documentElement) watch();
      else document.addEventListener('DOMContentLoaded', watch);
    });

    await use(page);

    check(true);
    await queue;
    expect([...findings.values()], 'serious or critical accessibility violations, or components without styles').toEqual([]);
  },
});
