import { lazyTab, type Feature, type RecordTabComponent } from '../../../config/feature';

// Every feature's `feature.ts` (already loaded by the app's shell): the tabs they add to her record.
const features = Object.values(import.meta.glob<Feature>('../../*/feature.ts', { eager: true, import: 'feature' }));

/**
 * The tabs of the beneficiary record drawn from her id (her sections and her path), by the detail
 * page's tab index (spec 02 §2; their titles are BENEFICIARY_TABS). Her own sections and documents
 * are listed here; a feature's tab on her record (courses, internships, costs...) is declared in
 * that feature's `feature.ts` (`recordTab`), so a new one adds nothing here.
 */
export const sectionTabs: Partial<Record<number, RecordTabComponent>> = {
  1: lazyTab(() => import('./address/address-section'), 'AddressTab'),
  2: lazyTab(() => import('./social-data/social-data-section'), 'SocialDataTab'),
  3: lazyTab(() => import('./data-project/data-project-section'), 'DataProjectTab'),
  4: lazyTab(() => import('./about-service/about-service-section'), 'AboutServiceTab'),
  5: lazyTab(() => import('./economic-situation/economic-situation-section'), 'EconomicSituationTab'),
  6: lazyTab(() => import('./family-commitments/family-commitments-section'), 'FamilyCommitmentsTab'),
  7: lazyTab(() => import('./personal-resource/personal-resource-section'), 'PersonalResourceTab'),
  8: lazyTab(() => import('./residence-permit/residence-permit-section'), 'ResidencePermitTab'),
  9: lazyTab(() => import('./professional-profile/professional-profile-section'), 'ProfessionalProfileTab'),
  // her documents and sheets: the documents' list and form with her courses as their records
  15: lazyTab(() => import('../components/documents-tab'), 'DocumentsTab'),
  18: lazyTab(() => import('./data-sicol/data-sicol-section'), 'DataSicolTab'),
  ...Object.fromEntries(features.flatMap(({ recordTab }) => (recordTab ? [[recordTab.index, recordTab.Tab]] : []))),
};
