import { labelsOf, type EntityDeclaration, type LabelsOf } from '@empowerment/shared';
import { EXPORT_TYPES, type ExportType } from '@empowerment/shared/export';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { XlsxColumn, XlsxSheet } from './export.xlsx';

/** One kind of export: which filters it takes, how many rows match, the rows in batches, the file. */
export type ExportDefinition<Filters, Row, Type extends ExportType = ExportType> = XlsxSheet<Row> & {
  /** The export type its entity declares (GET /api/auth/export?type=...). */
  type: Type;
  filters: z.ZodType<Filters>;
  count: (db: Db, filters: Filters) => Promise<number>;
  batches: (db: Db, filters: Filters, range: { offset: number; limit: number }) => AsyncIterable<Row[]>;
  /** The file's name for a day written YYYY-MM-DD. */
  filename: (day: string) => string;
};

/** An export of any row and filter types: the registry holds definitions of different shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExportDefinition = ExportDefinition<any, any>;

/** Every export type with its definition, as the export routes receive it from modules/index.ts. */
export type ExportRegistry = Readonly<Record<ExportType, AnyExportDefinition>>;

/** A column of an entity's export: its header is the label of the entity's field (one vocabulary with the screens). */
type LabelledColumn<Row, Labels> = Omit<XlsxColumn<Row>, 'header'> & { field: keyof Labels & string };

type ExportingEntity = EntityDeclaration & { exportType: ExportType };

/**
 * The export of an entity: its type is the one the entity declares and its columns are named by the
 * entity's fields. A module writes its own (`interviews.export.ts`) and modules/index.ts hands it on.
 */
export const defineExport =
  <Entity extends ExportingEntity>(entity: Entity) =>
  <Filters, Row>({
    columns,
    ...definition
  }: Omit<ExportDefinition<Filters, Row>, 'columns' | 'type'> & {
    columns: LabelledColumn<Row, LabelsOf<Entity>>[];
  }): ExportDefinition<Filters, Row, Entity['exportType']> => {
    const labels: Readonly<Record<string, string>> = labelsOf(entity);
    return {
      ...definition,
      type: entity.exportType,
      columns: columns.map(({ field, ...column }) => ({ header: labels[field], ...column })),
    };
  };

/**
 * The registry of the given exports, keyed by their type. A type given twice, or an export type an
 * entity declares that no module provides, stops the server at start-up (modules/index.ts also
 * checks the latter when it compiles).
 */
export function exportRegistry(definitions: readonly AnyExportDefinition[]): ExportRegistry {
  const registry: Partial<Record<ExportType, AnyExportDefinition>> = {};
  for (const definition of definitions) {
    if (registry[definition.type]) throw new Error(`export type ${definition.type} is provided twice`);
    registry[definition.type] = definition;
  }
  const missing = EXPORT_TYPES.filter((type) => !registry[type]);
  if (missing.length > 0) throw new Error(`no module provides the export type ${missing.join(', ')}`);
  return registry as ExportRegistry;
}
