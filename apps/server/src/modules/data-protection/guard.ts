import fp from 'fastify-plugin';
import { refuseIfAnonymised } from './anonymise';

/**
 * A change to a record of an anonymised beneficiary, at a path naming her (`:beneficiaryId`: her
 * sections, her path entries, her events), is refused with 409 before its body is even read as valid: what was removed
 * for good does not come back through a form (decision 0050). Reads only, and other paths, pass.
 */
export const anonymisedGuard = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const id = Number((request.params as { beneficiaryId?: unknown } | undefined)?.beneficiaryId);
      if (!Number.isSafeInteger(id) || id <= 0) return;
      await refuseIfAnonymised(app.database.db, id);
    });
  },
  { name: 'anonymised-guard' },
);
