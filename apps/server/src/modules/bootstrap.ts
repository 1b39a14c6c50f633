import type { Config } from '../config';
import type { Db } from '../db/client';
import { ensureFirstAdmin } from './operators/operators.bootstrap';
import { seedReferenceData } from './reference/reference.seed';

export type BootstrapContext = { db: Db; config: Config; log: { info: (m: string) => void; warn: (m: string) => void } };

export { seedReferenceData };

/** Start-up steps after the migrations, in order (reference data before the first administrator). */
export async function bootstrap(ctx: BootstrapContext) {
  await seedReferenceData(ctx);
  await ensureFirstAdmin(ctx);
}
