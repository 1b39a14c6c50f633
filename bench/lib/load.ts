import autocannon from 'autocannon';

export type LoadResult = { rps: number; p99: number; p50: number; errors: number };
export type Target = { url: string; headers?: Record<string, string> };

export const CONNECTIONS = 10;

/** One autocannon run: requests per second and latency percentiles (ms) at `connections` clients. */
export async function load(
  target: Target,
  { seconds, connections = CONNECTIONS, requests }: { seconds: number; connections?: number; requests?: autocannon.Request[] },
): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    requests,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export type AB<T> = { a: T[]; b: T[] };

/**
 * Runs A and B alternately (A B A B ...) for `rounds` rounds after one warm-up of each, so the
 * noise of a shared machine falls on both sides alike.
 */
export async function alternate<T>(rounds: number, a: () => Promise<T>, b: () => Promise<T>): Promise<AB<T>> {
  await a();
  await b();
  const out: AB<T> = { a: [], b: [] };
  for (let i = 0; i < rounds; i++) {
    out.a.push(await a());
    out.b.push(await b());
  }
  return out;
}
