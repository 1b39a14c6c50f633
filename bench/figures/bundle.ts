import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closure, entryKey, gzipSize, viteBuild } from '../lib/bundle-size';
import { BENCH_DIR, WEB_DIR } from '../lib/paths';
import { kb, x, type Row } from '../lib/report';

const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
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

    // each later screen: what navigating to it downloads beyond the first load
    const screens = Object.keys(web)
      .filter((k) => web[k].isDynamicEntry && k !== LOGIN_PAGE)
      .map((k) => ({
        key: k,
        bytes: gzipSize(
          webDist,
          [...closure(web, k)].filter((f) => !login.has(f)),
        ),
      }))
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
