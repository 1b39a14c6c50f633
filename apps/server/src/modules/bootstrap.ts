import type { BootstrapContext } from '../lib/bootstrap-context';
import { ensureFirstAdmin } from './operators/operators.bootstrap';
import { seedReferenceData } from './reference/reference.seed';

export { seedReferenceData };

/** Start-up steps after the migrations, in order (reference data before the first administrator). */
export async function bootstrap(ctx: BootstrapContext) {
  await seedReferenceData(ctx);
  await ensureFirstAdmin(ctx);
}
