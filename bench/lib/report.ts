export type Row = {
  figure: string;
  product: string;
  baseline: string;
  ratio: string;
  target: string;
  /** true: met; false: missed; null: not measured (n/a). */
  pass: boolean | null;
};

const verdict = (pass: boolean | null) => (pass === null ? 'n/a' : pass ? 'pass' : 'FAIL');

/** The table as Markdown (printed as is: it reads well in a terminal too). */
export function table(rows: Row[]) {
  const head = ['figure', 'product', 'baseline', 'ratio', 'target', 'pass/fail'];
  const cells = rows.map((r) => [r.figure, r.product, r.baseline, r.ratio, r.target, verdict(r.pass)]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
export const rps = (v: number) => `${Math.round(v)} req/s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const secs = (v: number) => `${(v / 1000).toFixed(2)} s`;
export const x = (v: number) => v.toFixed(2);

/** What the table says, counted from its rows: never written by hand. */
export function tally(rows: Row[]) {
  const passed = rows.filter((r) => r.pass === true).length;
  const failed = rows.filter((r) => r.pass === false).length;
  const unmeasured = rows.length - passed - failed;
  return `${passed} of ${rows.length} figures pass, ${failed} fail${unmeasured ? `, ${unmeasured} not measured` : ''}`;
}
