import { SearchAnswerSchema, SearchQuerySchema } from '@empowerment/shared/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { search } from './search.repository';
import { defineModule } from '../define-module';

/**
 * The search from the top bar (decision 0049): every signed-in operator, as the lists of
 * beneficiaries, companies and courses are. Not written to the Registro Attività: it answers every
 * few keystrokes; opening what it found is recorded as usual.
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['search'],
        summary: 'Cerca beneficiari (nome, cognome, codice fiscale, ID, email, telefono), aziende e corsi (nome) mentre si scrive',
        querystring: SearchQuerySchema,
        response: { 200: SearchAnswerSchema },
      },
    },
    async (request) => search(app.db, request.query.q),
  );
};
export default defineModule({ routes: searchRoutes });
