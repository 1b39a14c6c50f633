import { asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  addresses,
  beneficiaries,
  companies,
  companyInternshipPositions,
  costs,
  countries,
  courses,
  dataProjects,
  internships,
  interviews,
  municipi,
  operators,
  participants,
  socialData,
  typesCosts,
  typesCourses,
  typesInterviews,
  typesSocialSituations,
} from '../../db/schema';

/**
 * What Scheda A and Scheda D read of a beneficiary: one small query per block, so that a block
 * follows its table alone (each returns rows as the table stores them; scheda.ts words them).
 */

/** Her personal data with the labels of its references, or undefined when there is no such beneficiary. */
export async function personOf(db: Db, id: number) {
  const [row] = await db
    .select({
      id_public: beneficiaries.idPublic,
      name: beneficiaries.name,
      surname: beneficiaries.surname,
      email: beneficiaries.email,
      phone_prefix: beneficiaries.phonePrefix,
      phone: beneficiaries.phone,
      birth_date: beneficiaries.birthDate,
      fiscal_code: beneficiaries.fiscalCode,
      native_language: beneficiaries.nativeLanguage,
      country_birth: countries.name,
      citizenship: beneficiaries.citizenship,
      sex: beneficiaries.sex,
      education: beneficiaries.education,
      civil_status: beneficiaries.civilStatus,
      municipio: municipi.municipio,
      notes: beneficiaries.notes,
      has_license_a: beneficiaries.hasLicenseA,
      has_license_b: beneficiaries.hasLicenseB,
      has_motorcycle: beneficiaries.hasMotorcycle,
      has_car: beneficiaries.hasCar,
      has_bank_account: beneficiaries.hasBankAccount,
      liberty_restrictions: beneficiaries.libertyRestrictions,
      operator_email: operators.email,
      created_at: beneficiaries.createdAt,
    })
    .from(beneficiaries)
    .leftJoin(countries, eq(countries.id, beneficiaries.countryBirth))
    .leftJoin(municipi, eq(municipi.id, beneficiaries.municipioId))
    .leftJoin(operators, eq(operators.id, beneficiaries.operatorId))
    .where(eq(beneficiaries.id, id));
  return row;
}
export type SchedaPerson = NonNullable<Awaited<ReturnType<typeof personOf>>>;

/** Her residence ('address') and domicile rows. */
export const addressesOf = (db: Db, id: number) =>
  db
    .select({
      type: addresses.type,
      street: addresses.street,
      city: addresses.city,
      province: addresses.province,
      region: addresses.region,
      postalCode: addresses.postalCode,
      country: addresses.country,
      condition: addresses.condition,
    })
    .from(addresses)
    .where(eq(addresses.beneficiaryId, id));
export type SchedaAddress = Awaited<ReturnType<typeof addressesOf>>[number];

export async function projectOf(db: Db, id: number) {
  const [row] = await db.select().from(dataProjects).where(eq(dataProjects.beneficiaryId, id));
  return row;
}
export type SchedaProject = NonNullable<Awaited<ReturnType<typeof projectOf>>>;

export async function socialDataOf(db: Db, id: number) {
  const [row] = await db
    .select({
      occupational_condition: socialData.occupationalCondition,
      social_situation_type: typesSocialSituations.type,
      vulnerability_type: socialData.vulnerabilityType,
    })
    .from(socialData)
    .leftJoin(typesSocialSituations, eq(typesSocialSituations.id, socialData.socialSituationType))
    .where(eq(socialData.beneficiaryId, id));
  return row;
}

const providers = alias(companies, 'providers');

/** Her courses, the oldest participation first, with whether she took the certificate. */
export const coursesOf = (db: Db, id: number) =>
  db
    .select({
      course: typesCourses.type,
      qualification: courses.typeQualification,
      provider: providers.companyName,
      mode: courses.mode,
      duration: courses.duration,
      certification: participants.certification,
    })
    .from(participants)
    .innerJoin(courses, eq(courses.id, participants.courseId))
    .leftJoin(typesCourses, eq(typesCourses.id, courses.typeId))
    .leftJoin(providers, eq(providers.id, courses.provider))
    .where(eq(participants.beneficiaryId, id))
    .orderBy(asc(participants.id));

/** Her internships, the oldest first: host company, the position she holds, status, months and hours. */
export const internshipsOf = (db: Db, id: number) =>
  db
    .select({
      company: companies.companyName,
      position: companyInternshipPositions.jobPositions,
      status: internships.statusInternships,
      duration_month: internships.durationMonth,
      scheduled_hours: internships.scheduledHours,
      completed_hours: internships.completedHours,
    })
    .from(internships)
    .leftJoin(companies, eq(companies.id, internships.hostingCompanyId))
    .leftJoin(companyInternshipPositions, eq(companyInternshipPositions.id, internships.internshipCompanyId))
    .where(eq(internships.beneficiaryId, id))
    .orderBy(asc(internships.id));

/** Her interviews, in date order. */
export const interviewsOf = (db: Db, id: number) =>
  db
    .select({ date: interviews.date, type: typesInterviews.type, interviewer: interviews.interviewer, notes: interviews.notes })
    .from(interviews)
    .leftJoin(typesInterviews, eq(typesInterviews.id, interviews.typeId))
    .where(eq(interviews.beneficiaryId, id))
    .orderBy(asc(interviews.date), asc(interviews.id));

/** An amount as PostgreSQL writes its numeric, exact to the cent (never through a float). */
const exact = (amount: SQLWrapper) => sql<string>`${amount}::text`;

/** Her costs in date order, with their amounts exact. */
export const costsOf = (db: Db, id: number) =>
  db
    .select({
      date: costs.date,
      type: typesCosts.type,
      amount_committed: exact(costs.amountCommitted),
      amount_expected: exact(costs.amountExpected),
      amount_paid: exact(costs.amountPaid),
      confirmed: costs.confirmed,
    })
    .from(costs)
    .leftJoin(typesCosts, eq(typesCosts.id, costs.type))
    .where(eq(costs.beneficiaryId, id))
    .orderBy(asc(costs.date), asc(costs.id));

/** The sums of her costs, added by PostgreSQL in numeric (never a float sum). */
export async function costTotalsOf(db: Db, id: number) {
  const [row] = await db
    .select({
      committed: exact(sql`coalesce(sum(${costs.amountCommitted}), 0)`),
      expected: exact(sql`coalesce(sum(${costs.amountExpected}), 0)`),
      paid: exact(sql`coalesce(sum(${costs.amountPaid}), 0)`),
    })
    .from(costs)
    .where(eq(costs.beneficiaryId, id));
  return row;
}
