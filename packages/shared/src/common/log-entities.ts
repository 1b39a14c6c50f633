import { z } from 'zod';
import { MSG } from '../messages';

/**
 * The closed list of what the Registro Attività records (spec 02 §4), by the key stored and sent
 * as `entita`, with the Italian label shown to operators. A server route may declare only these,
 * and POST /api/auth/logs/ accepts only these.
 */
export const LOG_ENTITY_LABELS = {
  beneficiary: 'Beneficiario',
  courses: 'Corsi',
  internship: 'Tirocinio',
  'group activity': 'Group Activity',
  participants: 'Partecipanti',
  files: 'Documenti',
  'career day': 'Career Day',
  interview: 'Colloquio',
  'data project': 'Dati progetto',
  'Sicol data': 'Dati SICOL',
  'social situation': 'Situazione sociale',
  address: 'Indirizzo',
  operators: 'Operatore',
  'family commitments': 'Impegni familiari',
  'economic situation': 'Situazione economica',
  'service information': 'Informazioni servizi',
  'personal resources': 'Risorse personali',
  'residence permits': 'Permesso di soggiorno',
  costs: 'Costi',
  // not in the spec's list: sections and management screens the spec's list leaves out, and the
  // xlsx exports of the generic table
  'professional profile': 'Profilo professionale',
  companies: 'Aziende',
  'internship positions': 'Posizioni di tirocinio',
  'list settings': 'Liste di riferimento',
  export: 'Esportazione',
} as const;

export type LogEntity = keyof typeof LOG_ENTITY_LABELS;
export const LOG_ENTITIES = Object.keys(LOG_ENTITY_LABELS) as [LogEntity, ...LogEntity[]];

export const isLogEntity = (value: unknown): value is LogEntity => typeof value === 'string' && Object.hasOwn(LOG_ENTITY_LABELS, value);

/** The label of a stored entity; a key outside the list (an older row) is shown as it is. */
export const logEntityLabel = (entity: string): string => (isLogEntity(entity) ? LOG_ENTITY_LABELS[entity] : entity);

/** One of the list, 'Valore non valido' otherwise. */
export const LogEntitySchema = z.enum(LOG_ENTITIES, { message: MSG.badValue });

/** The entities as select options, in the order of the list. */
export const LOG_ENTITY_OPTIONS = LOG_ENTITIES.map((value) => ({ value, label: LOG_ENTITY_LABELS[value] }));
