import type { Running } from '../lib/processes';

/** What every figure needs: the product, the bare baseline, a signed-in administrator, the timings. */
export type BenchContext = {
  databaseUrl: string;
  product: Running;
  bare: Running;
  auth: Record<string, string>;
  refreshToken: string;
  /** Seconds of each load run, and A/B rounds per figure. */
  seconds: number;
  rounds: number;
  log: (m: string) => void;
};
