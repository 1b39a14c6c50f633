import { lazy, type ComponentType } from 'react';

type SectionTab = ComponentType<{ beneficiaryId: number }>;

/** A section's tab as its own chunk: the record's page downloads a tab's form when it is opened. */
const lazyTab = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as SectionTab }));

const AddressTab = lazyTab(() => import('./address/address-section'), 'AddressTab');
const SocialDataTab = lazyTab(() => import('./social-data/social-data-section'), 'SocialDataTab');
const DataProjectTab = lazyTab(() => import('./data-project/data-project-section'), 'DataProjectTab');
const AboutServiceTab = lazyTab(() => import('./about-service/about-service-section'), 'AboutServiceTab');
const EconomicSituationTab = lazyTab(() => import('./economic-situation/economic-situation-section'), 'EconomicSituationTab');
const FamilyCommitmentsTab = lazyTab(() => import('./family-commitments/family-commitments-section'), 'FamilyCommitmentsTab');
const PersonalResourceTab = lazyTab(() => import('./personal-resource/personal-resource-section'), 'PersonalResourceTab');
const ResidencePermitTab = lazyTab(() => import('./residence-permit/residence-permit-section'), 'ResidencePermitTab');
const ProfessionalProfileTab = lazyTab(() => import('./professional-profile/professional-profile-section'), 'ProfessionalProfileTab');
const DataSicolTab = lazyTab(() => import('./data-sicol/data-sicol-section'), 'DataSicolTab');
// her documents and sheets: the documents' list and form with her courses as their records
const DocumentsTab = lazyTab(() => import('../components/documents-tab'), 'DocumentsTab');
// the tabs of her path that other features draw, each from that feature's index
const CoursesTab = lazyTab(() => import('../../courses'), 'BeneficiaryCoursesTab');
const CostsTab = lazyTab(() => import('../../costs'), 'BeneficiaryCostsTab');
const CareerDayTab = lazyTab(() => import('../../career-days'), 'CareerDayPanel');
const GroupActivityTab = lazyTab(() => import('../../group-activities'), 'GroupActivityPanel');
const InterviewsTab = lazyTab(() => import('../../interviews'), 'BeneficiaryInterviewsTab');
const InternshipsTab = lazyTab(() => import('../../internships'), 'BeneficiaryInternshipsTab');

/** The tabs of the beneficiary record drawn from her id (her sections and her path), by the detail page's tab index (spec 02 §2). */
export const sectionTabs: Partial<Record<number, SectionTab>> = {
  1: AddressTab,
  2: SocialDataTab,
  3: DataProjectTab,
  4: AboutServiceTab,
  5: EconomicSituationTab,
  6: FamilyCommitmentsTab,
  7: PersonalResourceTab,
  8: ResidencePermitTab,
  9: ProfessionalProfileTab,
  10: CoursesTab,
  11: InternshipsTab,
  15: DocumentsTab,
  13: InterviewsTab,
  12: CostsTab,
  16: CareerDayTab,
  17: GroupActivityTab,
  18: DataSicolTab,
};
