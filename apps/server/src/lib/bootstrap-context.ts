import type { Config } from '../config';
import type { Db } from '../db/client';

/** What a start-up step (modules/bootstrap.ts) gets: the database, the configuration, a logger. */
export type BootstrapContext = { db: Db; config: Config; log: { info: (m: string) => void; warn: (m: string) => void } };
