import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closure, dynamicImporter, entryKey, gzipSize, viteBuild, type Manifest } from '../lib/bundle-size';
import { BENCH_DIR, WEB_DIR } from '../lib/paths';
import { kb, x, type Row } from '../lib/report';

const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const SHELL = 'src/app/layout/authenticated-shell.tsx';
/** Screens shown without the signed-in shell (spec 01 §2): they come straight after the first load. */
const OUTSIDE_SHELL = [LOGIN_PAGE, SHELL, 'src/features/auth/pages/reset-password-page.tsx', 'src/app/not-found-page.tsx'];

/**
 * What is already in the browser when a later chunk is asked for: the first load; the signed-in
 * shell for every screen shown inside it (it is fetched once at sign-in, and weighed as a screen of
 * its own); and, for a chunk a screen loads on demand (a tab of the record), that screen and what it
 * had already.
 */
function loadedBefore(web: Manifest, key: string, firstLoad: Set<string>): Set<string> {
  const importer = dynamicImporter(web, key);
  if (importer && web[importer].isDynamicEntry) return closure(web, importer, new Set(loadedBefore(web, importer, firstLoad)));
  return OUTSIDE_SHELL.includes(key) ? firstLoad : closure(web, SHELL, new Set(firstLoad));
}
const SCREEN_LIMIT = 80 * 1024;

/**
 * M6 sizes: builds the web app (into apps/web/dist, which the product then serves) and the
 * skeleton (into a temporary folder) with the same Vite configuration, and weighs them gzipped.
 */
export function bundleFigures(log: (m: string) => void): Row[] {
  const webDist = path.join(WEB_DIR, 'dist');
  const web = viteBuild(WEB_DIR, webDist);
  const skeletonDist = mkdtempSync(path.join(tmpdir(), 'empowerment-skeleton-'));
  try {
    const skeleton = viteBuild(path.join(BENCH_DIR, 'skeleton'), skeletonDist, path.join(BENCH_DIR, 'skeleton/vite.config.ts'));
    const login = closure(web, entryKey(web));
    closure(web, LOGIN_PAGE, login);
    const loginBytes = gzipSize(webDist, login);
    const skeletonBytes = gzipSize(skeletonDist, closure(skeleton, entryKey(skeleton)));

    // each later screen (or a screen's tab): what opening it downloads beyond what is already there
    const screens = Object.keys(web)
      .filter((k) => web[k].isDynamicEntry && k !== LOGIN_PAGE)
      .map((k) => {
        const there = loadedBefore(web, k, login);
        return {
          key: k,
          bytes: gzipSize(
            webDist,
            [...closure(web, k)].filter((f) => !there.has(f)),
          ),
        };
      })
      .sort((a, b) => b.bytes - a.bytes);
    for (const s of screens.slice(0, 5)) log(`  screen chunk ${s.key}: ${kb(s.bytes)}`);
    const largest = screens[0];
    return [
      {
        figure: 'M6 login first load, JS+CSS gzip',
        product: kb(loginBytes),
        baseline: `${kb(skeletonBytes)} (skeleton)`,
        ratio: x(loginBytes / skeletonBytes),
        target: '≤ 1.60',
        pass: loginBytes / skeletonBytes <= 1.6,
      },
      {
        figure: `M6 largest later screen (${path.basename(largest.key)})`,
        product: kb(largest.bytes),
        baseline: '-',
        ratio: '-',
        target: '≤ 80 KB',
        pass: largest.bytes <= SCREEN_LIMIT,
      },
    ];
  } finally {
    rmSync(skeletonDist, { recursive: true, force: true });
  }
}
