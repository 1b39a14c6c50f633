import { STORAGE_KEYS } from '@empowerment/shared';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { median } from '../lib/load';
import { waitForQuiet } from '../lib/machine';
import { x, type Row } from '../lib/report';
import type { BenchContext } from './context';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse runs per page: its score varies from run to run, the median is the figure (as Lighthouse's own docs advise). */
const RUNS = 3;

/**
 * M6 Lighthouse: performance score, desktop preset, with Debian's Chromium, the median of RUNS runs
 * on a quiet machine (after the load figures, PostgreSQL's autovacuum and checkpoint are still at
 * work). The list is measured signed in: the refresh token is put in storage first and Lighthouse
 * is told to keep it.
 */
export async function lighthouseFigures(ctx: BenchContext): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const rows: Row[] = [];
  try {
    const pages = [
      { label: 'login (/)', path: '/', signedIn: false },
      { label: 'beneficiary list (/beneficiari)', path: '/beneficiari', signedIn: true },
    ];
    for (const target of pages) {
      const scores: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const busy = await waitForQuiet();
        const page = await browser.newPage();
        await page.goto(`${ctx.product.url}/`);
        await page.evaluate(
          (key, token) => (token ? localStorage.setItem(key, token) : localStorage.clear()),
          STORAGE_KEYS.refreshToken,
          target.signedIn ? ctx.refreshToken : '',
        );
        const result = await lighthouse(
          ctx.product.url + target.path,
          { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          desktopConfig,
          page,
        );
        const lhr = result!.lhr;
        scores.push(lhr.categories.performance.score ?? 0);
        if (lhr.finalDisplayedUrl !== ctx.product.url + target.path) ctx.log(`  warning: lighthouse ended on ${lhr.finalDisplayedUrl}`);
        ctx.log(
          `  lighthouse ${target.label} (machine ${(busy * 100).toFixed(0)}% busy before): score ${scores.at(-1)}, FCP ${lhr.audits['first-contentful-paint'].displayValue}, LCP ${lhr.audits['largest-contentful-paint'].displayValue}, TBT ${lhr.audits['total-blocking-time'].displayValue}`,
        );
        await page.close();
      }
      const score = median(scores);
      rows.push({
        figure: `M6 Lighthouse desktop, ${target.label}`,
        product: x(score),
        baseline: '-',
        ratio: '-',
        target: '≥ 0.95',
        pass: score >= 0.95,
      });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return rows;
}
