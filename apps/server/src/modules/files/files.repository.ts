import type { FileEntityType, FileListQuery, FileRecord, FileUploadFields } from '@empowerment/shared/files';
import { and, count, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { connectionOf, type Db, type Runner, type Tx } from '../../db/client';
import { beneficiaries, courses, fileContents, files, participants, typesFiles } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import { keptPerDatabase, listOf, type ListSource } from '../../lib/list';
import type { Param } from '../../lib/prepared';

type Filters = Omit<FileListQuery, 'limit' | 'offset' | 'get-tot'>;

const where = (f: Filters, param: Param): SQL | undefined =>
  and(
    f.entity_type ? eq(files.entityType, param('entity_type', f.entity_type)) : undefined,
    f.entity_id ? eq(files.entityId, param('entity_id', f.entity_id)) : undefined,
    f.beneficiary_id ? eq(files.beneficiaryId, param('beneficiary_id', f.beneficiary_id)) : undefined,
  );

/** The metadata only: the contents stay in file_contents. */
const listColumns = {
  ...apiColumns(files, {
    pick: ['id', 'name', 'typeId', 'entityType', 'entityId', 'beneficiaryId', 'notes', 'spend', 'size', 'mime', 'createdAt'],
  }),
  type: sql<string>`coalesce(${typesFiles.type}, '')`,
};

const select = (db: Db) => db.select(listColumns).from(files).leftJoin(typesFiles, eq(typesFiles.id, files.typeId));

/** The documents newest first (lib/list). */
export const fileList = keptPerDatabase((db: Db): ListSource<Filters, FileRecord> =>
  listOf(db, {
    name: 'file',
    columns: listColumns,
    where,
    rows: (columns, condition, page) =>
      db
        .select(columns)
        .from(files)
        .leftJoin(typesFiles, eq(typesFiles.id, files.typeId))
        .where(condition)
        .orderBy(desc(files.id))
        .limit(page.limit)
        .offset(page.offset),
    count: (condition) => db.select({ n: count() }).from(files).where(condition),
  }),
);

export async function findFile(db: Db, id: number): Promise<FileRecord | undefined> {
  const [row] = await select(db).where(eq(files.id, id));
  return row;
}

/** The beneficiary a participation belongs to, or undefined when there is no such participation. */
export async function participationOwner(db: Db, id: number) {
  const [row] = await db.select({ beneficiaryId: participants.beneficiaryId }).from(participants).where(eq(participants.id, id));
  return row?.beneficiaryId;
}

export async function courseExists(db: Db, id: number) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return row !== undefined;
}

export async function beneficiaryExists(db: Db, id: number) {
  const [row] = await db.select({ id: beneficiaries.id }).from(beneficiaries).where(eq(beneficiaries.id, id));
  return row !== undefined;
}

/** Whether the beneficiary takes part in the course. */
export async function isParticipant(db: Db, courseId: number, beneficiaryId: number) {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.courseId, courseId), eq(participants.beneficiaryId, beneficiaryId)));
  return row !== undefined;
}

export type NewFile = FileUploadFields & { name: string; operatorId: number | null; entity_type: FileEntityType };

/** The columns a document takes from its form's texts. */
const fileFields = (values: NewFile) => ({
  name: values.name,
  typeId: values.type_id,
  entityType: values.entity_type,
  entityId: values.entity_id,
  beneficiaryId: values.beneficiary_id,
  notes: values.notes,
  spend: values.spend,
  operatorId: values.operatorId,
});

/**
 * A new document's row, inside the upload's transaction, before its parts: its size and type are
 * known only once the last part is in (finishFile).
 */
export async function insertFileRow(tx: Runner, values: NewFile): Promise<number> {
  const [row] = await tx
    .insert(files)
    .values({ ...fileFields(values), mime: '', size: 0 })
    .returning({ id: files.id });
  return row.id;
}

/**
 * Where the parts of a file sent before its form's texts wait, inside the upload's transaction,
 * until the texts have been judged: a temporary table of that transaction alone, dropped with it
 * (committed or rolled back), with the columns of file_contents.
 */
const PENDING_PARTS = 'upload_pending_parts';
const copyInto = (table: string) => `copy ${table} (file_id, part, data) from stdin (format binary)`;
const COPY_PART = copyInto(getTableName(fileContents));
const COPY_PENDING_PART = copyInto(PENDING_PARTS);
/** PostgreSQL's binary COPY: its signature, then flags and the header extension's length (none). */
const COPY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
/** A row of three fields: file_id and part (int4, 4 bytes each), then data's length. */
const COPY_ROW_HEAD_BYTES = 2 + (4 + 4) * 2 + 4;
const COPY_TRAILER = Buffer.from([0xff, 0xff]);

/**
 * One part as a binary COPY of one row rather than an INSERT: the driver writes the part's bytes to
 * the connection as they are, where a bound parameter would be copied whole into a new message
 * buffer, 1 MiB of garbage a part, 15 MB an upload (0027). The caller may reuse `data` once this
 * resolves: the server has answered, so every byte has left.
 */
async function copyPart(tx: Tx, statement: string, fileId: number, part: number, data: Buffer) {
  const head = Buffer.alloc(COPY_HEADER.length + COPY_ROW_HEAD_BYTES);
  let at = COPY_HEADER.copy(head);
  at = head.writeInt16BE(3, at);
  at = head.writeInt32BE(4, at);
  at = head.writeInt32BE(fileId, at);
  at = head.writeInt32BE(4, at);
  at = head.writeInt32BE(part, at);
  head.writeInt32BE(data.length, at);
  const copy = connectionOf(tx).query(copyFrom(statement));
  const done = finished(copy);
  copy.write(head);
  copy.write(data);
  copy.end(COPY_TRAILER);
  await done;
}

/** One part of a document whose row exists. */
export const insertFilePart = (tx: Tx, fileId: number, part: number, data: Buffer) => copyPart(tx, COPY_PART, fileId, part, data);

/** Opens the transaction's waiting room for the parts of a file whose texts are still to come. */
export async function openPendingParts(tx: Tx) {
  await tx.execute(
    sql.raw(`create temporary table ${PENDING_PARTS} (file_id int4 not null, part int4 not null, data bytea not null) on commit drop`),
  );
}

/** One part of a file whose row does not exist yet (its texts come after it). */
export const insertPendingPart = (tx: Tx, part: number, data: Buffer) => copyPart(tx, COPY_PENDING_PART, 0, part, data);

/** The waiting parts become the document's, copied inside the database (none of it passes through the API). */
export async function adoptPendingParts(tx: Tx, fileId: number) {
  await tx.execute(
    sql`insert into ${fileContents} (file_id, part, data) select ${fileId}, part, data from ${sql.raw(PENDING_PARTS)} order by part`,
  );
}

/**
 * Once the last part and the form's last text are in: the document's texts as judged in the end,
 * its size, the type found in its content and the name that goes with it.
 */
export async function finishFile(tx: Runner, id: number, values: NewFile, done: { size: number; mime: string; name: string }) {
  await tx
    .update(files)
    .set({ ...fileFields(values), ...done })
    .where(eq(files.id, id));
}

/**
 * The parts read one at a time, in order, until `size` bytes are out, so a download never holds the
 * whole file (one query per part, none after the last).
 */
export async function* storedParts(db: Db, id: number, size: number): AsyncGenerator<Buffer> {
  for (let part = 0, sent = 0; sent < size; part++) {
    const [row] = await db
      .select({ data: fileContents.data })
      .from(fileContents)
      .where(and(eq(fileContents.fileId, id), eq(fileContents.part, part)));
    if (!row) return;
    sent += row.data.length;
    yield row.data;
  }
}

export async function deleteFile(db: Db, id: number) {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning({ name: files.name, beneficiaryId: files.beneficiaryId });
  return row;
}
