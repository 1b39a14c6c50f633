import { beneficiaryEntity } from './beneficiaries/beneficiary.entity';
import { cardTemplatesPage } from './card-templates/card-template.entity';
import { companyEntity, positionEntity } from './companies/company.entity';
import { costEntity } from './costs/cost.entity';
import { courseEntity, participantEntity } from './courses/course.entity';
import { careerDayEntity, groupActivityEntity } from './events/event.entity';
import { fileEntity } from './files/file.entity';
import { internshipEntity } from './internships/internship.entity';
import { interviewEntity } from './interviews/interview.entity';
import { activityLogEntity, exportEntity } from './logs/activity-log.entity';
import { operatorEntity } from './operators/operator.entity';
import { bugReportPage } from './bug-reports/bug-report.entity';
import { privacyPolicyPage, usefulInfoPage } from './information/information.entity';
import { reportsPage, selfEmploymentPage } from './pages/pages';
import { listSettingEntity } from './reference/list-setting.entity';

/**
 * Every entity and page of the product: the Registro Attività's entities, the export types and the
 * web app's screens, menu and titles are read from this list. A new entity is its declaration
 * (its file exported from index.ts) and one line here.
 */
export const ENTITIES = [
  beneficiaryEntity,
  companyEntity,
  positionEntity,
  courseEntity,
  participantEntity,
  costEntity,
  internshipEntity,
  interviewEntity,
  groupActivityEntity,
  careerDayEntity,
  fileEntity,
  selfEmploymentPage,
  usefulInfoPage,
  cardTemplatesPage,
  bugReportPage,
  privacyPolicyPage,
  listSettingEntity,
  reportsPage,
  operatorEntity,
  activityLogEntity,
  exportEntity,
] as const;

export type DeclaredEntity = (typeof ENTITIES)[number];
/** The declarations that have a screen in the web app. */
export type DeclaredScreen = Extract<DeclaredEntity, { screen: object }>;
export const SCREEN_ENTITIES = ENTITIES.filter((e): e is DeclaredScreen => 'screen' in e);
