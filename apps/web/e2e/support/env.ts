import path from 'node:path';

/** E2E_PORT lets two checkouts run their journeys side by side on one machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const ADMIN = { email: 'admin@example.org', password: 'Admin123!' };
/** The e2e server writes its database URL here, so tests can read the mail outbox. */
export const DB_URL_FILE = path.resolve(import.meta.dirname, '../../../../.test-results/e2e-db-url');
/** Where journeys keep the screenshots taken to be looked at. */
export const SHOTS = path.resolve(import.meta.dirname, '../../../../.test-results/screenshots');
