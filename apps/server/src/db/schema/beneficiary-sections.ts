import { integer, date, index, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries';
import { moneyColumn, timestamps } from './columns';
import { typesSocialSituations } from './reference';
import { BENEFICIARY_MSG, SECTION_MSG } from '@empowerment/shared/beneficiaries';
import { constraintTexts, foreignText, uniqueText, type Constraint } from './constraint-texts';

/**
 * The one-to-one sections of the beneficiary record (spec 02 §3); data_projects is beside the
 * beneficiaries. Optional texts are NOT NULL DEFAULT '' as the shared fields give them; each row
 * goes with its beneficiary (ON DELETE CASCADE).
 */
const owner = () =>
  integer('beneficiary_id')
    .notNull()
    .references(() => beneficiaries.id, { onDelete: 'cascade' });
const text = (name: string, length: number) => varchar(name, { length }).notNull().default('');

export const socialData = pgTable('social_data', {
  id: serial('id').primaryKey(),
  beneficiaryId: owner().unique(),
  occupationalCondition: text('occupational_condition', 100),
  socialSituationType: integer('social_situation_type')
    .notNull()
    .references(() => typesSocialSituations.id),
  vulnerabilityType: text('vulnerability_type', 100),
  ...timestamps,
});

/** Residence ('address') and domicile: one row of each type. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    beneficiaryId: owner(),
    type: varchar('type', { length: 10 }).notNull(),
    street: text('street', 255),
    city: text('city', 100),
    province: text('province', 50),
    region: text('region', 100),
    postalCode: text('postalCode', 10),
    country: varchar('country', { length: 10 }).notNull().default('Italia'),
    condition: text('condition', 100),
    conditionNotes: text('condition_notes', 250),
    notes: text('notes', 900),
    ...timestamps,
  },
  (t) => [unique('addresses_beneficiary_id_type_key').on(t.beneficiaryId, t.type)],
);

export const residencePermits = pgTable(
  'residence_permits',
  {
    id: serial('id').primaryKey(),
    beneficiaryId: owner().unique(),
    type: varchar('type', { length: 300 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expDate: date('exp_date', { mode: 'string' }),
    notes: text('notes', 300),
    ...timestamps,
  },
  // 'Oggi': the permits expiring in a window of days
  (t) => [index('residence_permits_exp_date_idx').on(t.expDate)],
);

export const aboutServices = pgTable('about_services', {
  id: serial('id').primaryKey(),
  beneficiaryId: owner().unique(),
  sendingService: varchar('sending_service', { length: 300 }).notNull(),
  activeService: text('active_service', 300),
  motivationSending: text('motivation_sending', 300),
  notes: text('notes', 900),
  ...timestamps,
});

export const economicSituations = pgTable('economic_situations', {
  id: serial('id').primaryKey(),
  beneficiaryId: owner().unique(),
  adiDateActivation: date('adi_date_activation', { mode: 'string' }),
  adiCode: text('adi_code', 50),
  isee: moneyColumn('isee'),
  indigenceState: text('indigence_state', 100),
  indigenceStateNotes: text('indigence_state_notes', 500),
  notes: text('notes', 900),
  ...timestamps,
});

export const familyCommitments = pgTable('family_commitments', {
  id: serial('id').primaryKey(),
  beneficiaryId: owner().unique(),
  dependentChildren: integer('dependent_children'),
  ageChildren: text('age_children', 100),
  schoolChildren: text('school_children', 200),
  caregiver: text('caregiver', 200),
  notes: text('notes', 900),
  ...timestamps,
});

const ratingColumn = (name: string) => integer(name).notNull().default(0);

export const personalResources = pgTable('personal_resources', {
  id: serial('id').primaryKey(),
  beneficiaryId: owner().unique(),
  italianLevel: ratingColumn('italian_level'),
  gradeMotivation: ratingColumn('grade_motivation'),
  gradeWorkCompetence: ratingColumn('grade_work_competence'),
  gradeSocialSkills: ratingColumn('grade_social_skills'),
  gradeInfoProcessing: ratingColumn('grade_info_processing'),
  certificationL2: text('certification_l2', 50),
  notes: text('notes', 900),
  ...timestamps,
});

const area = (name: string) => text(name, 900);

export const professionalProfiles = pgTable('professional_profiles', {
  id: serial('id').primaryKey(),
  beneficiaryId: owner().unique(),
  otherEducationalTitles: area('other_educational_titles'),
  professionalTraining: area('professional_training'),
  // at most 15 names of the languages list, semicolon-separated
  otherLanguages: text('other_languages', 1000),
  computerSkills: area('computer_skills'),
  professionalExperiences: area('professional_experiences'),
  otherInterests: area('other_interests'),
  technicalSkills: area('technical_skills'),
  softSkills: area('soft_skills'),
  currentProfessionalProfile: area('current_professional_profile'),
  potentialProfessionalProfile: area('potential_professional_profile'),
  trainingNeeds: area('training_needs'),
  orientationNeeds: area('orientation_needs'),
  requiredWorkExperience: area('required_work_experience'),
  activeJobSearch: area('active_job_search'),
  notes: area('notes'),
  ...timestamps,
});

export const dataSicol = pgTable('data_sicol', {
  id: serial('id').primaryKey(),
  beneficiaryId: owner().unique(),
  progressId: text('progress_id', 50),
  uniqueCode: text('unique_code', 50),
  isced: text('isced', 50),
  iso2: text('iso2', 2),
  tableEnterCd: text('table_enter_cd', 50),
  enterCd: text('enter_cd', 50),
  exitCd: text('exit_cd', 50),
  notes: text('notes', 900),
  ageRange: text('age_range', 50),
  ...timestamps,
});

/** The unique beneficiary and its reference of each one-row section table: a second POST of a section is a 409. */
const oneRowPerBeneficiary = (tables: string[]): Record<string, Constraint> =>
  Object.fromEntries(
    tables.flatMap((table) => [
      [`${table}_beneficiary_id_unique`, uniqueText('beneficiary_id', SECTION_MSG.exists)],
      [`${table}_beneficiary_id_beneficiaries_id_fk`, foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid)],
    ]),
  );

/**
 * What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects
 * it): each row belongs to a beneficiary.
 */
export const sectionConstraints = constraintTexts({
  ...oneRowPerBeneficiary([
    'social_data',
    'residence_permits',
    'about_services',
    'economic_situations',
    'family_commitments',
    'personal_resources',
    'professional_profiles',
    'data_sicol',
  ]),
  addresses_beneficiary_id_type_key: uniqueText('type', SECTION_MSG.exists),
  addresses_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  social_data_social_situation_type_types_social_situations_id_fk: foreignText('social_situation_type'),
});
