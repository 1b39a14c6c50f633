import type { DeclaredScreen } from '@empowerment/shared';
import {
  IconAdjustments,
  IconBriefcase,
  IconBug,
  IconBuildingStore,
  IconBulb,
  IconCalendarEvent,
  IconChartBar,
  IconCurrencyEuro,
  IconFileText,
  IconHistory,
  IconInfoCircle,
  IconMessages,
  IconSchool,
  IconTemplate,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { activityLogRoutes } from '../features/activity-logs';
import { beneficiaryRoutes } from '../features/beneficiaries';
import { bugReportRoutes } from '../features/bug-reports';
import { cardTemplateRoutes } from '../features/card-templates';
import { careerDayRoutes } from '../features/career-days';
import { companyRoutes } from '../features/companies';
import { costRoutes } from '../features/costs';
import { courseRoutes } from '../features/courses';
import { dropdownSettingRoutes } from '../features/dropdown-settings';
import { groupActivityRoutes } from '../features/group-activities';
import { internshipRoutes } from '../features/internships';
import { interviewRoutes } from '../features/interviews';
import { operatorRoutes } from '../features/operators';
import { privacyPolicyRoutes } from '../features/privacy-policy';
import { reportRoutes } from '../features/reports';
import { selfEmploymentRoutes } from '../features/self-employment';
import { usefulInfoRoutes } from '../features/useful-info';

/** What the web app adds to a declared screen: its routes and its menu icon. */
export type Feature = { routes: RouteObject[]; icon: Icon };

/**
 * Every screen's feature, by the key of its declaration in packages/shared (ENTITIES): the router,
 * the menu and the screen titles are read from the declarations and this map. A new screen is one
 * line here (the compiler asks for it once the declaration has a screen).
 */
export const FEATURES: Record<DeclaredScreen['key'], Feature> = {
  beneficiaries: { routes: beneficiaryRoutes, icon: IconUsers },
  companies: { routes: companyRoutes, icon: IconBuildingStore },
  courses: { routes: courseRoutes, icon: IconSchool },
  costs: { routes: costRoutes, icon: IconCurrencyEuro },
  internships: { routes: internshipRoutes, icon: IconBriefcase },
  interviews: { routes: interviewRoutes, icon: IconMessages },
  groupActivities: { routes: groupActivityRoutes, icon: IconUsersGroup },
  careerDays: { routes: careerDayRoutes, icon: IconCalendarEvent },
  selfEmployment: { routes: selfEmploymentRoutes, icon: IconBulb },
  usefulInfo: { routes: usefulInfoRoutes, icon: IconInfoCircle },
  cardTemplates: { routes: cardTemplateRoutes, icon: IconTemplate },
  bugReport: { routes: bugReportRoutes, icon: IconBug },
  privacyPolicy: { routes: privacyPolicyRoutes, icon: IconFileText },
  dropdownSettings: { routes: dropdownSettingRoutes, icon: IconAdjustments },
  reports: { routes: reportRoutes, icon: IconChartBar },
  operators: { routes: operatorRoutes, icon: IconUserShield },
  activityLogs: { routes: activityLogRoutes, icon: IconHistory },
};
