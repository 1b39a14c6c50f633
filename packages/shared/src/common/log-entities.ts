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

const LOG_NAMES: LogName[] = [...ENTITIES, ...BENEFICIARY_SECTIONS].flatMap((d) => ('log' in d ? [d.log] : []));
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
