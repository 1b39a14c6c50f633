import { z } from 'zod';
import { BENEFICIARY_SECTIONS } from '../beneficiaries/sections';
import { ENTITIES, type DeclaredEntity } from '../entities';
import { MSG } from '../messages';
import type { LogName } from './entity';

/**
 * The closed list of what the Registro Attività records (spec 02 §4), by the key stored and sent
 * as `entita`, with the Italian label shown to operators: read from the declarations of the
 * entities and of the record's sections. A server route may declare only these, and
 * POST /api/auth/logs/ accepts only these.
 */
type Declared = DeclaredEntity | (typeof BENEFICIARY_SECTIONS)[number];
type LogOf<D> = D extends { log: infer L extends LogName } ? L : never;
export type LogEntity = LogOf<Declared>['entity'];

const DECLARED: readonly Declared[] = [...ENTITIES, ...BENEFICIARY_SECTIONS];
const LOG_NAMES: LogName[] = DECLARED.flatMap((d) => ('log' in d ? [d.log] : []));
export const LOG_ENTITY_LABELS = Object.fromEntries(LOG_NAMES.map((l) => [l.entity, l.label])) as Record<LogEntity, string>;
export const LOG_ENTITIES = LOG_NAMES.map((l) => l.entity) as [LogEntity, ...LogEntity[]];

export const isLogEntity = (value: unknown): value is LogEntity => typeof value === 'string' && Object.hasOwn(LOG_ENTITY_LABELS, value);

/** The label of a stored entity; a key outside the list (an older row) is shown as it is. */
export const logEntityLabel = (entity: string): string => (isLogEntity(entity) ? LOG_ENTITY_LABELS[entity] : entity);

/** One of the list, 'Valore non valido' otherwise. */
export const LogEntitySchema = z.enum(LOG_ENTITIES, { message: MSG.badValue });

/** The entities as select options, by their label. */
export const LOG_ENTITY_OPTIONS = LOG_ENTITIES.map((value) => ({ value, label: LOG_ENTITY_LABELS[value] })).sort((a, b) =>
  a.label.localeCompare(b.label, 'it'),
);

type Labels = Readonly<Record<string, string>>;
/** The labels of each entity's fields by its Registro key: an entity's declared labels, a section's. */
const FIELD_LABELS = new Map<string, Labels>(
  DECLARED.flatMap((d): [string, Labels][] => {
    if (!('log' in d)) return [];
    if ('labels' in d) return [[d.log.entity, d.labels]];
    return [[d.log.entity, { ...('fields' in d ? d.fields : {}), ...('computed' in d ? d.computed : {}) }]];
  }),
);
const COMMON_FIELD_LABELS: Labels = { notes: 'Note', email: 'Email', password: 'Password' };

/**
 * The Italian label of a field an entry of `entity` names (the Registro's notes, its changes): the
 * one the entity's form shows; the key itself for a field no declaration names.
 */
export const logFieldLabel = (entity: string, field: string): string =>
  FIELD_LABELS.get(entity)?.[field] ?? COMMON_FIELD_LABELS[field] ?? field;
