export * from './define-section';
export * from './section-fields';
export * from './data-project';
export * from './social-data';
export * from './address';
export * from './residence-permit';
export * from './about-service';
export * from './economic-situation';
export * from './family-commitments';
export * from './personal-resource';
export * from './professional-profile';
export * from './data-sicol';

import { aboutServiceSection } from './about-service';
import { addressSection } from './address';
import { dataProjectSection } from './data-project';
import { dataSicolSection } from './data-sicol';
import { economicSituationSection } from './economic-situation';
import { familyCommitmentsSection } from './family-commitments';
import { personalResourceSection } from './personal-resource';
import { professionalProfileSection } from './professional-profile';
import { residencePermitSection } from './residence-permit';
import { socialDataSection } from './social-data';

/** Every section of a beneficiary's record (spec 02 §2); the Registro's entities include theirs. */
export const BENEFICIARY_SECTIONS = [
  dataProjectSection,
  dataSicolSection,
  socialDataSection,
  addressSection,
  familyCommitmentsSection,
  economicSituationSection,
  aboutServiceSection,
  personalResourceSection,
  residencePermitSection,
  professionalProfileSection,
] as const;
