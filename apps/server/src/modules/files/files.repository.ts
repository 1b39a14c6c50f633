import type { FileEntityType, FileListQuery, FileRecord, FileUploadFields } from '@empowerment/shared';
import { and, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { connectionOf, type Db, type Runner, type Tx } from '../../db/client';
import { beneficiaries, courses, fileContents, files, participants, typesFiles } from '../../db/schema';
import { apiColumns } from '../../lib/api-columns';
import type { ListSource, Page } from '../../lib/list';

type Filters = Omit<FileListQuery, 'limit' | 'offset' | 'get-tot'>;

const where = (f: Filters): SQL | undefined =>
  and(
    f.entity_type ? eq(files.entityType, f.entity_type) : undefined,
    f.entity_id ? eq(files.entityId, f.entity_id) : undefined,
    f.beneficiary_id ? eq(files.beneficiaryId, f.beneficiary_id) : undefined,
  );

/** The metadata only: the contents stay in file_contents. */
const listColumns = {
  ...apiColumns(files, {
    pick: ['id', 'name', 'typeId', 'entityType', 'entityId', 'beneficiaryId', 'notes', 'spend', 'size', 'mime', 'createdAt'],
  }),
  type: sql<string>`coalesce(${typesFiles.type}, '')`,
};

const select = (db: Db) => db.select(listColumns).from(files).leftJoin(typesFiles, eq(typesFiles.id, files.typeId));

export const fileList = (db: Db): ListSource<Filters, FileRecord> => ({
  list: (filters, page: Page) => select(db).where(where(filters)).orderBy(desc(files.id)).limit(page.limit).offset(page.offset),
  count: async (filters) => (await db.$count(files, where(filters))) as number,
});

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

/**
 * A new document's row, inside the upload's transaction, before its parts: its size and type are
 * known only once the last part is in (finishFile).
 */
export async function insertFileRow(tx: Runner, values: NewFile): Promise<number> {
  const [row] = await tx
    .insert(files)
    .values({
      name: values.name,
      mime: '',
      size: 0,
      typeId: values.type_id,
      entityType: values.entity_type,
      entityId: values.entity_id,
      beneficiaryId: values.beneficiary_id,
      notes: values.notes,
      spend: values.spend,
      operatorId: values.operatorId,
    })
    .returning({ id: files.id });
  return row.id;
}

const COPY_PART = `copy ${getTableName(fileContents)} (file_id, part, data) from stdin (format binary)`;
/** PostgreSQL's binary COPY: its signature, then flags and the header extension's length (none). */
const COPY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
/** A row of three fields: file_id and part (int4, 4 bytes each), then data's length. */
const COPY_ROW_HEAD_BYTES = 2 + (4 + 4) * 2 + 4;
const COPY_TRAILER = Buffer.from([0xff, 0xff]);

/**
 * One part of a document, as a binary COPY of one row rather than an INSERT: the driver writes the
 * part's bytes to the connection as they are, where a bound parameter would be copied whole into a
 * new message buffer, 1 MiB of garbage a part, 15 MB an upload (0027). The caller may reuse `data`
 * once this resolves: the server has answered, so every byte has left.
 */
export async function insertFilePart(tx: Tx, fileId: number, part: number, data: Buffer) {
  const head = Buffer.alloc(COPY_HEADER.length + COPY_ROW_HEAD_BYTES);
  let at = COPY_HEADER.copy(head);
  at = head.writeInt16BE(3, at);
  at = head.writeInt32BE(4, at);
  at = head.writeInt32BE(fileId, at);
  at = head.writeInt32BE(4, at);
  at = head.writeInt32BE(part, at);
  head.writeInt32BE(data.length, at);
  const copy = connectionOf(tx).query(copyFrom(COPY_PART));
  const done = finished(copy);
  copy.write(head);
  copy.write(data);
  copy.end(COPY_TRAILER);
  await done;
}

/** Once the last part is in: the document's size, the type found in its content and the name that goes with it. */
export async function finishFile(tx: Runner, id: number, done: { size: number; mime: string; name: string }) {
  await tx.update(files).set(done).where(eq(files.id, id));
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
