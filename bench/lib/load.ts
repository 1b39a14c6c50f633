import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';

/** `errors`: answers other than 2xx, connection errors and timeouts; any of them fails the figure. */
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
    // autocannon's errors count its timeouts already
    errors: result.errors + result.non2xx,
  };
}

/** A request of a mix: which route (its key in the figures) and the path asked for. */
export type Routed = { route: string; path: string };
/** A mix's run: the whole mix's throughput, p99 and errors, and each route's p99 and errors. */
export type MixResult = LoadResult & { routes: Record<string, { p99: number; answers: number; errors: number }> };

/** The nearest-rank percentile of `values` (0 when there are none). */
export const percentile = (values: number[], p: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] : 0;

/**
 * One autocannon run in which every request asks for what `pick` answers (a route and a path, drawn
 * anew for each request) at `connections` clients: the whole mix's figures and each route's p99 from
 * the time autocannon measured for each answer.
 */
export async function loadMix(
  base: string,
  pick: () => Routed,
  { seconds, headers, connections = CONNECTIONS }: { seconds: number; headers?: Record<string, string>; connections?: number },
): Promise<MixResult> {
  const times = new Map<string, number[]>();
  const failed = new Map<string, number>();
  // the route of the answer autocannon reports next: onResponse runs just before its 'response' event
  let answered = '';
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (req, context) => {
        const next = pick();
        (context as { route?: string }).route = next.route;
        return { ...req, path: next.path };
      },
      onResponse: (status, _body, context) => {
        answered = (context as { route?: string }).route ?? '';
        if (status < 200 || status > 299) failed.set(answered, (failed.get(answered) ?? 0) + 1);
      },
    },
  ];
  let finished!: (err: unknown, result: autocannon.Result) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => (finished = (err, result) => (err ? reject(err) : resolve(result))));
  const instance = autocannon({ url: base, headers, connections, duration: seconds, requests }, (err, result) => finished(err, result));
  // the typings leave out the event's first argument, the client
  (instance as unknown as EventEmitter).on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    let list = times.get(answered);
    if (!list) times.set(answered, (list = []));
    list.push(ms);
  });
  const result = await done;
  const routes: MixResult['routes'] = {};
  for (const [route, list] of times) routes[route] = { p99: percentile(list, 99), answers: list.length, errors: failed.get(route) ?? 0 };
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.non2xx,
    routes,
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
