import type { FileEntityType, FileListQuery, FileRecord, FileUploadFields } from '@empowerment/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, fileContents, files, participants, typesFiles } from '../../db/schema';
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

/** Metadata and contents in one transaction: both or neither. */
export async function insertFile(
  db: Db,
  values: FileUploadFields & { name: string; mime: string; operatorId: number | null; entity_type: FileEntityType },
  content: Buffer,
): Promise<FileRecord> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({
        name: values.name,
        mime: values.mime,
        size: content.length,
        typeId: values.type_id,
        entityType: values.entity_type,
        entityId: values.entity_id,
        beneficiaryId: values.beneficiary_id,
        notes: values.notes,
        spend: values.spend,
        operatorId: values.operatorId,
      })
      .returning({ id: files.id });
    await tx.insert(fileContents).values({ fileId: row.id, data: content });
    return row.id;
  });
  return (await findFile(db, id))!;
}

/** Slices of the contents read one at a time, so a download never holds the whole file. */
export async function* fileSlices(db: Db, id: number, size: number, sliceBytes = 1024 * 1024): AsyncGenerator<Buffer> {
  for (let from = 0; from < size; from += sliceBytes) {
    const [row] = await db
      .select({ part: sql<Buffer>`substring(${fileContents.data} from ${from + 1} for ${sliceBytes})` })
      .from(fileContents)
      .where(eq(fileContents.fileId, id));
    if (!row) return;
    yield row.part;
  }
}

export async function deleteFile(db: Db, id: number) {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning({ name: files.name, beneficiaryId: files.beneficiaryId });
  return row;
}
