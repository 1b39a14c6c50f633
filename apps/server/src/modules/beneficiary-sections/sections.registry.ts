import type { LogEntity } from '@empowerment/shared';
import {
  aboutServiceSection,
  addressSection,
  dataProjectSection,
  dataSicolSection,
  economicSituationSection,
  familyCommitmentsSection,
  personalResourceSection,
  professionalProfileSection,
  residencePermitSection,
  socialDataSection,
} from '@empowerment/shared/beneficiaries';
import type { z } from 'zod';
import {
  aboutServices,
  addresses,
  dataProjects,
  dataSicol,
  economicSituations,
  familyCommitments,
  personalResources,
  professionalProfiles,
  residencePermits,
  socialData,
} from '../../db/schema';
import type { SectionTable } from './sections.repository';

/** What the route factory needs of a shared section declaration. */
export type AnySection = {
  key: string;
  logEntity: LogEntity;
  fields: z.ZodRawShape;
  input: z.ZodType;
  record: z.ZodType;
};

export type SectionEntry = {
  section: AnySection;
  table: SectionTable;
  /** Several rows per beneficiary, told apart by this column (address: residence and domicile); GET answers them all. */
  rowsBy?: 'type';
  /**
   * The update is by the row's ID at the section's own path, /auth/<key>/:id (spec 02 §7), registered in
   * modules/index.ts; otherwise it is a PUT on the section's path under the beneficiary.
   */
  updatedByRow?: true;
};

/** Every one-to-one section of the beneficiary record with its table: one line each. */
export const SECTIONS: SectionEntry[] = [
  { section: dataProjectSection, table: dataProjects },
  { section: socialDataSection, table: socialData },
  { section: addressSection, table: addresses, rowsBy: 'type', updatedByRow: true },
  { section: residencePermitSection, table: residencePermits, updatedByRow: true },
  { section: aboutServiceSection, table: aboutServices },
  { section: economicSituationSection, table: economicSituations },
  { section: familyCommitmentsSection, table: familyCommitments },
  { section: personalResourceSection, table: personalResources },
  { section: professionalProfileSection, table: professionalProfiles },
  { section: dataSicolSection, table: dataSicol },
];
