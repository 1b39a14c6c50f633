import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import { alternate, load, median } from '../lib/load';
import { ms, x, type Row } from '../lib/report';
import type { BenchContext } from './context';
import { failOnErrors } from './throughput';
import { LIST_SHAPES, listPath } from './list-shapes';

const FLOOD_CONNECTIONS = 32;

/** Wrong passwords for unknown addresses, each from another client address (TRUST_PROXY=1). */
function flood(ctx: BenchContext, seconds: number) {
  const statuses: Record<string, number> = {};
  let finished!: (err: unknown) => void;
  const ended = new Promise<void>((resolve, reject) => (finished = (err) => (err ? reject(err) : resolve())));
  const instance = autocannon(
    {
      url: ctx.product.url,
      connections: FLOOD_CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/login',
          setupRequest: (req) => ({
            ...req,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
            },
            body: JSON.stringify({ email: `nessuna${randomInt(1e9)}@example.org`, password: 'sbagliata' }),
          }),
        },
      ],
    },
    (err) => finished(err),
  );
  instance.on('response', (_client, status) => void (statuses[status] = (statuses[status] ?? 0) + 1));
  return { done: ended.then(() => statuses) };
}

/** M7: p99 of the other routes (health and the list's first page, mixed) with and without a login flood. */
export async function loginFloodFigure(ctx: BenchContext): Promise<Row[]> {
  const others = [
    { method: 'GET' as const, path: '/api/health' },
    { method: 'GET' as const, path: listPath(LIST_SHAPES[0].query), headers: ctx.auth },
  ];
  // the other routes must all answer, flood or not
  let errors = 0;
  const measureOthers = async () => {
    const result = await load({ url: ctx.product.url }, { seconds: ctx.seconds, requests: others });
    errors += result.errors;
    return result.p99;
  };
  let statuses: Record<string, number> = {};
  const runs = await alternate(ctx.rounds, measureOthers, async () => {
    const f = flood(ctx, ctx.seconds + 2);
    await new Promise((r) => setTimeout(r, 1000)); // let the flood build up first
    const p99 = await measureOthers();
    statuses = await f.done;
    return p99;
  });
  ctx.log(`  login flood answers: ${JSON.stringify(statuses)}`);
  const alone = median(runs.a);
  const during = median(runs.b);
  return [
    failOnErrors(
      {
        figure: 'M7 other routes p99 during a login flood',
        product: ms(during),
        baseline: `${ms(alone)} (no flood)`,
        ratio: x(during / alone),
        target: '≤ 2.00',
        pass: during / alone <= 2,
      },
      { product: errors },
    ),
  ];
}
