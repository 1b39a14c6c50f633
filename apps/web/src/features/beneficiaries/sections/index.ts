import { lazy, type ComponentType } from 'react';

type SectionTab = ComponentType<{ beneficiaryId: number }>;

/** A section's tab as its own chunk: the record's page downloads a tab's form when it is opened. */
const lazyTab = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as SectionTab }));

/**
 * The tabs of the beneficiary record drawn from her id (her sections and her path), by the detail
 * page's tab index (spec 02 §2; their titles are BENEFICIARY_TABS). This is the record's own layout,
 * fixed by the spec: a feature with a tab on her record adds its one line here, loading the tab
 * from that feature's index.
 */
export const sectionTabs: Partial<Record<number, SectionTab>> = {
  1: lazyTab(() => import('./address/address-section'), 'AddressTab'),
  2: lazyTab(() => import('./social-data/social-data-section'), 'SocialDataTab'),
  3: lazyTab(() => import('./data-project/data-project-section'), 'DataProjectTab'),
  4: lazyTab(() => import('./about-service/about-service-section'), 'AboutServiceTab'),
  5: lazyTab(() => import('./economic-situation/economic-situation-section'), 'EconomicSituationTab'),
  6: lazyTab(() => import('./family-commitments/family-commitments-section'), 'FamilyCommitmentsTab'),
  7: lazyTab(() => import('./personal-resource/personal-resource-section'), 'PersonalResourceTab'),
  8: lazyTab(() => import('./residence-permit/residence-permit-section'), 'ResidencePermitTab'),
  9: lazyTab(() => import('./professional-profile/professional-profile-section'), 'ProfessionalProfileTab'),
  10: lazyTab(() => import('../../courses'), 'BeneficiaryCoursesTab'),
  11: lazyTab(() => import('../../internships'), 'BeneficiaryInternshipsTab'),
  12: lazyTab(() => import('../../costs'), 'BeneficiaryCostsTab'),
  13: lazyTab(() => import('../../interviews'), 'BeneficiaryInterviewsTab'),
  // her documents and sheets: the documents' list and form with her courses as their records
  15: lazyTab(() => import('../components/documents-tab'), 'DocumentsTab'),
  16: lazyTab(() => import('../../career-days'), 'CareerDayPanel'),
  17: lazyTab(() => import('../../group-activities'), 'GroupActivityPanel'),
  18: lazyTab(() => import('./data-sicol/data-sicol-section'), 'DataSicolTab'),
};
