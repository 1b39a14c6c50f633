import type { ComponentType } from 'react';
import { AboutServiceTab } from './about-service/about-service-section';
import { AddressTab } from './address/address-section';
import { DataProjectTab } from './data-project/data-project-section';
import { DataSicolTab } from './data-sicol/data-sicol-section';
import { EconomicSituationTab } from './economic-situation/economic-situation-section';
import { FamilyCommitmentsTab } from './family-commitments/family-commitments-section';
import { PersonalResourceTab } from './personal-resource/personal-resource-section';
import { ProfessionalProfileTab } from './professional-profile/professional-profile-section';
import { ResidencePermitTab } from './residence-permit/residence-permit-section';
import { SocialDataTab } from './social-data/social-data-section';

/** The one-to-one sections of the beneficiary record, by the detail page's tab index (spec 02 §2). */
export const sectionTabs: Partial<Record<number, ComponentType<{ beneficiaryId: number }>>> = {
  1: AddressTab,
  2: SocialDataTab,
  3: DataProjectTab,
  4: AboutServiceTab,
  5: EconomicSituationTab,
  6: FamilyCommitmentsTab,
  7: PersonalResourceTab,
  8: ResidencePermitTab,
  9: ProfessionalProfileTab,
  18: DataSicolTab,
};
