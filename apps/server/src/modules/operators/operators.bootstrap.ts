import type { BootstrapContext } from '../bootstrap';

/** Creates the first administrator on an empty database (placeholder until the operators module lands). */
export async function ensureFirstAdmin(_ctx: BootstrapContext) {}
