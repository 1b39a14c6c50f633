import type { BootstrapContext } from '../bootstrap';

/** Fills the table lists when they are empty (placeholder until the reference module lands). */
export async function seedReferenceData(_ctx: BootstrapContext) {}
