import { customType, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { constraintTexts, foreignText } from './constraint-texts';
import { operators } from './operators';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A spreadsheet of beneficiaries an administrator uploaded for an import (decision 0048): kept here
 * between its dry run and its import, so that any process serves either; marked once imported.
 */
export const beneficiaryImports = pgTable('beneficiary_imports', {
  id: serial('id').primaryKey(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  /** 'xlsx' or 'csv', judged by its content. */
  kind: varchar('kind', { length: 4 }).notNull(),
  content: bytea('content').notNull(),
  /** The file read once at its upload (headers and cells), so that its dry run and import do not read it again. */
  sheet: jsonb('sheet').$type<unknown>().notNull(),
  operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
  importedAt: timestamp('imported_at', { withTimezone: true, mode: 'string' }),
  createdCount: integer('created_count'),
  skippedCount: integer('skipped_count'),
  ...timestamps,
});

/** The columns an administrator last mapped: each header's field, suggested again for her next file. */
export const beneficiaryImportMappings = pgTable('beneficiary_import_mappings', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  ...timestamps,
});

/** The uploader may be removed (the file stays, without her); her mapping goes with her. */
export const beneficiaryImportConstraints = constraintTexts({
  beneficiary_imports_operator_id_operators_id_fk: foreignText('operator_id'),
  beneficiary_import_mappings_operator_id_operators_id_fk: foreignText('operator_id'),
});
