import {
  BeneficiaryCareerDaySchema,
  CareerDayCreateSchema,
  CareerDayJoinSchema,
  CareerDayListQuerySchema,
  CareerDayRowSchema,
  CareerDaySchema,
  CareerDayUpdateSchema,
} from '@empowerment/shared/events';
import { and, eq } from 'drizzle-orm';
import { beneficiaryCareerDays, careerDays } from '../../db/schema';
import { foldedContains } from '../../lib/sql';
import { newestFirst } from './events.repository';
import { eventRoutes } from './events.routes';

/** Career days (their path spelt carrers-days), served at the two prefixes modules/index.ts gives them. */
export default eventRoutes({
  path: 'carrers-days',
  entity: 'career day',
  noun: 'Career day',
  describe: (day) => `${day.title} (${day.day})`,
  store: {
    table: careerDays,
    membership: {
      table: beneficiaryCareerDays,
      beneficiaryId: beneficiaryCareerDays.beneficiaryId,
      eventId: beneficiaryCareerDays.careerDayId,
      createdAt: beneficiaryCareerDays.createdAt,
    },
    where: (f, param) =>
      and(
        foldedContains(careerDays.title, f.title, (pattern) => param('title', pattern)),
        f.day ? eq(careerDays.day, param('day', f.day)) : undefined,
      ),
    orderBy: newestFirst(careerDays.day, careerDays.id),
    eventKey: 'carrers_day_id',
  },
  schemas: {
    listQuery: CareerDayListQuerySchema,
    row: CareerDayRowSchema,
    record: CareerDaySchema,
    create: CareerDayCreateSchema,
    update: CareerDayUpdateSchema,
    join: CareerDayJoinSchema,
    beneficiaryItem: BeneficiaryCareerDaySchema,
  },
});
