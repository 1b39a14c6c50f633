import { boolean, customType, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries';
import { timestamps } from './columns';
import { operators } from './operators';
import { typesFiles } from './reference';
import { BENEFICIARY_MSG } from '@empowerment/shared/beneficiaries';
import { FILE_MSG } from '@empowerment/shared/files';
import { constraintTexts, foreignText } from './constraint-texts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Documents' metadata (spec 02 §3 "File"). entity_type + entity_id name the record a document is
 * for (a course, a participation, a cost): not a foreign key, the record lives in one of several
 * tables; the routes check it exists on upload.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** The original name, shown and given back on download. */
    name: varchar('name', { length: 255 }).notNull(),
    /** Found from the content: application/pdf, application/msword or the DOCX type. */
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => typesFiles.id),
    entityType: varchar('entity_type', { length: 50 }).notNull(),
    entityId: integer('entity_id'),
    beneficiaryId: integer('beneficiary_id').references(() => beneficiaries.id, { onDelete: 'cascade' }),
    notes: varchar('notes', { length: 250 }).notNull().default(''),
    spend: boolean('spend').notNull().default(false),
    /** Who uploaded it. */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('files_entity_idx').on(t.entityType, t.entityId, t.id),
    index('files_beneficiary_idx').on(t.beneficiaryId, t.id),
    index('files_type_idx').on(t.typeId),
  ],
);

/**
 * The documents' contents, apart so that no list ever reads them; gone with their metadata row.
 * A document is stored in parts of FILE_PART_BYTES (the last one shorter), numbered from 0, written
 * while the upload streams and read back one at a time on download (decision 0027).
 */
export const fileContents = pgTable(
  'file_contents',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.part] })],
);

/** What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects it). */
export const fileConstraints = constraintTexts({
  file_contents_file_id_files_id_fk: foreignText('file_id'),
  files_type_id_types_files_id_fk: foreignText('type_id', FILE_MSG.typeRequired),
  files_beneficiary_id_beneficiaries_id_fk: foreignText('beneficiary_id', BENEFICIARY_MSG.idInvalid),
  files_operator_id_operators_id_fk: foreignText('operator_id'),
});
