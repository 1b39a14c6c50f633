import {
  IconAdjustments,
  IconBriefcase,
  IconBug,
  IconBuildingStore,
  IconBulb,
  IconCalendarEvent,
  IconChartBar,
  IconCurrencyEuro,
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
import { paths } from '../../config/paths';

export type NavItem = { label: string; href: string; icon: Icon };

/** Spec 01 §2, in its order: every signed-in user sees these. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Beneficiari', href: paths.beneficiaries.getHref(), icon: IconUsers },
  { label: 'Aziende', href: paths.companies.getHref(), icon: IconBuildingStore },
  { label: 'Corsi', href: paths.courses.getHref(), icon: IconSchool },
  { label: 'Costi', href: paths.costs.getHref(), icon: IconCurrencyEuro },
  { label: 'Tirocini', href: paths.internships.getHref(), icon: IconBriefcase },
  { label: 'Colloqui', href: paths.interviews.getHref(), icon: IconMessages },
  { label: 'Group Activity', href: paths.groupActivities.getHref(), icon: IconUsersGroup },
  { label: 'Careers Days', href: paths.careerDays.getHref(), icon: IconCalendarEvent },
  { label: 'Autoimprenditorialità', href: paths.selfEmployment.getHref(), icon: IconBulb },
  { label: 'Informazioni utili', href: paths.usefulInfo.getHref(), icon: IconInfoCircle },
  { label: 'Modelli Schede', href: paths.cardTemplates.getHref(), icon: IconTemplate },
];

/** Administrators only. */
export const ADMIN_NAV_ITEMS: NavItem[] = [
  { label: 'Dropdown Edit', href: paths.dropdownSettings.getHref(), icon: IconAdjustments },
  { label: 'Report', href: paths.reports.getHref(), icon: IconChartBar },
  { label: 'Operatori', href: paths.operators.getHref(), icon: IconUserShield },
  { label: 'Logs', href: paths.activityLogs.getHref(), icon: IconHistory },
];

export const FOOTER_NAV_ITEM: NavItem = { label: 'Segnalazioni', href: paths.bugReport.getHref(), icon: IconBug };
