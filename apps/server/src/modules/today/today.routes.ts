import { DigestSettingSchema, TodayAnswerSchema, TodayCountSchema, TodayQuerySchema } from '@empowerment/shared/today';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operators } from '../../db/schema';
import { defineModule } from '../define-module';
import { dueCount, romeToday, todayOf } from './today.repository';

const tags = ['today'];

/**
 * /api/auth/today: 'Oggi', what is due in the next days for the beneficiaries she follows (every
 * beneficiary, by municipio, for administrators), its count for the menu's badge, and her weekly
 * digest's switch.
 */
const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = (request: { operator: { id: number; superOperator: boolean } | null }) => ({
    id: request.operator!.id,
    admin: request.operator!.superOperator,
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Oggi: le scadenze dei prossimi giorni, i beneficiari seguiti, le schede aperte di recente',
        querystring: TodayQuerySchema,
        response: { 200: TodayAnswerSchema },
      },
    },
    async (request) => todayOf(app.db, caller(request), { today: await romeToday(app.db), municipioId: request.query.municipio_id }),
  );

  app.get(
    '/count',
    { schema: { tags, summary: 'Quante scadenze (il contatore del menu)', response: { 200: TodayCountSchema } } },
    async (request) => {
      const { id, admin } = caller(request);
      return { count: await dueCount(app.db, admin ? {} : { operatorId: id }, await romeToday(app.db)) };
    },
  );

  app.get(
    '/digest',
    { schema: { tags, summary: 'Se riceve il riepilogo settimanale', response: { 200: DigestSettingSchema } } },
    async (request) => {
      const [row] = await app.db
        .select({ weekly_digest: operators.weeklyDigest })
        .from(operators)
        .where(eq(operators.id, request.operator!.id));
      return row;
    },
  );

  app.put(
    '/digest',
    {
      config: { audit: { entity: 'operators', notes: () => 'Riepilogo settimanale' }, version: 'one value' },
      schema: {
        tags,
        summary: 'Attiva o disattiva il proprio riepilogo settimanale',
        body: DigestSettingSchema,
        response: { 200: DigestSettingSchema },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(operators)
        .set({ weeklyDigest: request.body.weekly_digest })
        .where(eq(operators.id, request.operator!.id))
        .returning({ weekly_digest: operators.weeklyDigest });
      return row;
    },
  );
};
export default defineModule({ routes: todayRoutes });
