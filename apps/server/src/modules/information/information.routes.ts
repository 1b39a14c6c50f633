import { IdParamsSchema } from '@empowerment/shared';
import {
  PRIVACY_FIELDS,
  PrivacyPolicyInputSchema,
  PrivacyPolicySchema,
  privacyPolicyPage,
  USEFUL_INFO_MSG,
  USEFUL_INFO_MAX,
  UsefulInfoInputSchema,
  UsefulInfoSchema,
  usefulInfoPage,
} from '@empowerment/shared/information';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyPolicy, usefulInfo } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { versionedBy } from '../../plugins/request-work';
import * as repo from './information.repository';
import { cleanRichText } from './rich-text';

const tags = ['information'];

/** Informazioni utili (/info): every operator reads it; administrators write it (cleaned on save). */
export const usefulInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = { entity: usefulInfoPage.log.entity } as const;

  app.get(
    '/',
    {
      schema: { tags, summary: 'Le informazioni utili del programma (HTML)', response: { 200: UsefulInfoSchema } },
    },
    async () => repo.readUsefulInfo(app.db),
  );

  app.put(
    '/:id',
    {
      config: { access: 'admin', audit, version: versionedBy(usefulInfo.id) },
      schema: {
        tags,
        summary:
          'Modifica le informazioni utili (amministratori). Si conservano solo paragrafi, titoli, elenchi, grassetto, corsivo, sottolineato e link http, https, mailto e tel',
        params: IdParamsSchema,
        body: UsefulInfoInputSchema,
        response: { 200: UsefulInfoSchema },
      },
    },
    async (request) => {
      // what cleaning leaves must still be a page
      const cleaned = cleanRichText(request.body.content);
      if (cleaned.replace(/<[^>]*>/g, '').trim() === '') {
        throw new AppError('BAD_REQUEST', USEFUL_INFO_MSG.contentRequired, { content: USEFUL_INFO_MSG.contentRequired });
      }
      if (cleaned.length > USEFUL_INFO_MAX)
        throw new AppError('BAD_REQUEST', USEFUL_INFO_MSG.contentTooLong, { content: USEFUL_INFO_MSG.contentTooLong });
      const saved = await repo.writeUsefulInfo(app.db, request.params.id, cleaned);
      if (!saved) throw notFound();
      request.audit.notes = 'Informazioni utili modificate';
      return saved;
    },
  );
};

/** Privacy Policy (/privacy-policy): every operator reads its parts; administrators set them. */
export const privacyPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = { entity: privacyPolicyPage.log.entity } as const;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "Le parti variabili dell'informativa privacy (titolare, DPO, conservazione...)",
        response: { 200: PrivacyPolicySchema },
      },
    },
    async () => repo.readPrivacyPolicy(app.db),
  );

  app.put(
    '/:id',
    {
      config: { access: 'admin', audit, version: versionedBy(privacyPolicy.id) },
      schema: {
        tags,
        summary: "Modifica le parti variabili dell'informativa privacy (amministratori); un campo vuoto è mostrato come 'da indicare'",
        params: IdParamsSchema,
        body: PrivacyPolicyInputSchema,
        response: { 200: PrivacyPolicySchema },
      },
    },
    async (request) => {
      const before = await repo.readPrivacyPolicy(app.db);
      const saved = await repo.writePrivacyPolicy(app.db, request.params.id, request.body);
      if (!saved) throw notFound();
      request.audit.notes = 'Privacy policy modificata';
      request.audit.changes = changedFields(before, Object.fromEntries(PRIVACY_FIELDS.map((f) => [f, request.body[f]])));
      return saved;
    },
  );
};
