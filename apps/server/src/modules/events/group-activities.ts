import {
  BeneficiaryGroupActivitySchema,
  GroupActivityInputSchema,
  GroupActivityJoinSchema,
  GroupActivityListQuerySchema,
  GroupActivityRowSchema,
  GroupActivitySchema,
} from '@empowerment/shared/events';
import { and, eq } from 'drizzle-orm';
import { beneficiaryGroupActivities, groupActivities } from '../../db/schema';
import { foldedContains } from '../../lib/sql';
import { newestFirst } from './events.repository';
import { eventRoutes } from './events.routes';

/** Group activities, served at the two prefixes modules/index.ts gives them. */
export default eventRoutes({
  path: 'group-activity',
  entity: 'group activity',
  noun: 'Group activity',
  describe: (activity) => `${activity.name} (${activity.date})`,
  store: {
    table: groupActivities,
    membership: {
      table: beneficiaryGroupActivities,
      beneficiaryId: beneficiaryGroupActivities.beneficiaryId,
      eventId: beneficiaryGroupActivities.groupActivityId,
      createdAt: beneficiaryGroupActivities.createdAt,
    },
    where: (f, param) =>
      and(
        foldedContains(groupActivities.name, f.name, (pattern) => param('name', pattern)),
        foldedContains(groupActivities.type, f.type, (pattern) => param('type', pattern)),
        f.date ? eq(groupActivities.date, param('date', f.date)) : undefined,
      ),
    orderBy: newestFirst(groupActivities.date, groupActivities.id),
    eventKey: 'group_activity_id',
  },
  schemas: {
    listQuery: GroupActivityListQuerySchema,
    row: GroupActivityRowSchema,
    record: GroupActivitySchema,
    create: GroupActivityInputSchema,
    update: GroupActivityInputSchema,
    join: GroupActivityJoinSchema,
    beneficiaryItem: BeneficiaryGroupActivitySchema,
  },
});
