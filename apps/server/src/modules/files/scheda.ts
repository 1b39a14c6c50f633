import { formatDate, formatDateTime, formatEuro, yesNo } from '@empowerment/shared';
import { costConfirmedLabel } from '@empowerment/shared/costs';
import { schedaFileName, type SchedaTemplate } from '@empowerment/shared/files';
import type { Db } from '../../db/client';
import { fillDocx, type DocxData } from '../../lib/docx';
import { templateInUse } from '../card-templates';
import * as repo from './scheda.repository';

/** A blank stays visible on paper as a dash. */
const NONE = '—';
const text = (value: string | number | null | undefined) => (value == null || value === '' ? NONE : String(value));
const day = (value: string | null | undefined) => formatDate(value, NONE);
const euro = (value: string | null | undefined) => formatEuro(value) || NONE;
const SEX: Record<string, string> = { M: 'Maschio', F: 'Femmina', N: 'Non specificato' };

function addressLine(address: repo.SchedaAddress | undefined) {
  if (!address) return NONE;
  if (address.country === 'Estero') return 'Estero';
  const place = [address.postalCode, address.city, address.province && `(${address.province})`].filter(Boolean).join(' ');
  return text([address.street, place, address.region].filter(Boolean).join(', '));
}

/** The same residence and domicile in street, city, province, region and country (spec 02 §2 tab 1). */
const sameAddress = (a: repo.SchedaAddress, b: repo.SchedaAddress) =>
  (['street', 'city', 'province', 'region', 'country'] as const).every((key) => a[key] === b[key]);

function personData(person: repo.SchedaPerson): DocxData {
  const licenses = [
    person.has_license_a && 'Patente A',
    person.has_license_b && 'Patente B',
    person.has_motorcycle && 'Moto',
    person.has_car && 'Auto',
  ].filter(Boolean);
  return {
    id_public: text(person.id_public),
    name: person.name,
    surname: person.surname,
    fiscal_code: text(person.fiscal_code),
    sex: text(person.sex && (SEX[person.sex] ?? person.sex)),
    birth_date: day(person.birth_date),
    country_birth: text(person.country_birth),
    citizenship: text(person.citizenship),
    native_language: text(person.native_language),
    education: text(person.education),
    civil_status: text(person.civil_status),
    email: text(person.email),
    phone: text([person.phone_prefix, person.phone].filter(Boolean).join(' ')),
    municipio: text(person.municipio),
    licenses: licenses.length ? licenses.join(', ') : 'Nessuno',
    has_bank_account: yesNo(person.has_bank_account),
    liberty_restrictions: text(person.liberty_restrictions),
    notes: text(person.notes),
    operator_email: text(person.operator_email),
    registered_at: day(person.created_at),
    generated_at: formatDateTime(new Date()),
  };
}

function projectData(project: repo.SchedaProject | undefined): DocxData {
  return {
    project_date_start: day(project?.projectDateStart),
    project_date_exit: day(project?.projectDateExit),
    project_active: project ? (project.active ? 'Attivo' : 'Non Attivo') : NONE,
    status_individual_plan: text(project?.statusIndividualPlan),
    project_notes: text(project?.notes),
    objectives_achieved: text(project?.objectivesAchieved),
    motivation_outcome: text(project?.motivationOutcome),
    critical_issues: text(project?.criticalIssues),
    improvement_actions: text(project?.improvementActions),
    future_prospects: text(project?.futureProspects),
  };
}

/** Scheda A: her registration record (personal data, residence, project, social data). */
async function schedaAData(db: Db, person: repo.SchedaPerson, id: number): Promise<DocxData> {
  // one after the other: a request's queries share its one connection
  const addresses = await repo.addressesOf(db, id);
  const project = await repo.projectOf(db, id);
  const social = await repo.socialDataOf(db, id);
  const residence = addresses.find((a) => a.type === 'address');
  const domicile = addresses.find((a) => a.type === 'domicile');
  return {
    ...personData(person),
    residence: addressLine(residence),
    residence_condition: text(residence?.condition),
    domicile: domicile && !(residence && sameAddress(residence, domicile)) ? addressLine(domicile) : 'Coincide con la residenza',
    ...projectData(project),
    occupational_condition: text(social?.occupational_condition),
    social_situation_type: text(social?.social_situation_type),
    vulnerability_type: text(social?.vulnerability_type),
  };
}

/** A list of Scheda D: her rows as its query reads them, each worded for the sheet. */
const list =
  <Row>(read: (db: Db, id: number) => Promise<Row[]>, word: (row: Row) => Record<string, string>) =>
  async (db: Db, id: number) =>
    (await read(db, id)).map(word);

/** Scheda D's lists, in the sheet's order; each one also gives has_<list>, whether she has any. */
const LISTS = {
  courses: list(repo.coursesOf, (c) => ({
    course: text([c.course, c.qualification].filter(Boolean).join(' – ')),
    provider: text(c.provider),
    mode: text(c.mode),
    duration: text(c.duration),
    certification: c.certification ? 'Attestato' : "Non ha preso l'Attestato",
  })),
  internships: list(repo.internshipsOf, (i) => ({
    company: text(i.company),
    position: text(i.position),
    status: text(i.status),
    duration_month: text(i.duration_month),
    scheduled_hours: text(i.scheduled_hours),
    completed_hours: text(i.completed_hours),
  })),
  interviews: list(repo.interviewsOf, (i) => ({
    date: day(i.date),
    type: text(i.type ?? 'Non definito'),
    interviewer: text(i.interviewer),
    notes: text(i.notes),
  })),
  costs: list(repo.costsOf, (c) => ({
    date: day(c.date),
    type: text(c.type),
    amount_committed: euro(c.amount_committed),
    amount_expected: euro(c.amount_expected),
    amount_paid: euro(c.amount_paid),
    confirmed: costConfirmedLabel(c.confirmed),
  })),
};

/** Scheda D: her path and its outcome (project, courses, internships with hours, interviews, costs). */
async function schedaDData(db: Db, person: repo.SchedaPerson, id: number): Promise<DocxData> {
  const data: DocxData = { ...personData(person), ...projectData(await repo.projectOf(db, id)) };
  for (const [name, rowsOf] of Object.entries(LISTS)) {
    // one after the other: a request's queries share its one connection
    const rows = await rowsOf(db, id);
    data[name] = rows;
    data[`has_${name}`] = rows.length > 0;
  }
  const totals = await repo.costTotalsOf(db, id);
  return {
    ...data,
    total_committed: euro(totals?.committed),
    total_expected: euro(totals?.expected),
    total_paid: euro(totals?.paid),
  };
}

const DATA = { A: schedaAData, D: schedaDData } satisfies Record<SchedaTemplate, unknown>;

/**
 * Her sheet filled from its template, with its download name; undefined when there is no such
 * beneficiary. Throws when the template cannot be read or filled.
 */
export async function generateScheda(db: Db, id: number, template: SchedaTemplate) {
  const person = await repo.personOf(db, id);
  if (!person) return undefined;
  const data = await DATA[template](db, person, id);
  return { content: fillDocx(await templateInUse(db, template), data), name: schedaFileName(template, person) };
}

/** What the sheet's template is filled with for her (the keys /modelli documents); undefined when she does not exist. */
export async function schedaData(db: Db, id: number, template: SchedaTemplate) {
  const person = await repo.personOf(db, id);
  return person && DATA[template](db, person, id);
}
