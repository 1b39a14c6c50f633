import type { SchedaTemplate } from '@empowerment/shared/files';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cardTemplates, operators } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/columns';

/** The sheets changed at least once: whether a replacement is in use, who changed it last and when. */
export function changedTemplates(db: Db) {
  return db
    .select({
      template: cardTemplates.template,
      replaced: sql<boolean>`${cardTemplates.content} is not null`,
      fileName: cardTemplates.fileName,
      size: cardTemplates.size,
      changedBy: cardTemplates.changedBy,
      updatedAt: isoTimestamp(cardTemplates.updatedAt),
    })
    .from(cardTemplates);
}

/** The replacement in use for the sheet; undefined while the original is. */
export async function replacementOf(db: Db, template: SchedaTemplate): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: cardTemplates.content })
    .from(cardTemplates)
    .where(and(eq(cardTemplates.template, template), isNotNull(cardTemplates.content)));
  return row?.content ?? undefined;
}

/** The sheet's version, its row locked until the transaction ends; undefined before its first change. */
export async function lockedVersion(db: Db | Tx, template: SchedaTemplate): Promise<string | undefined> {
  const [row] = await db
    .select({ version: isoTimestamp(cardTemplates.updatedAt) })
    .from(cardTemplates)
    .where(eq(cardTemplates.template, template))
    .for('update');
  return row?.version;
}

/** Who makes a change, as the page shows it: 'Nome Cognome (email)', or the email alone. */
const operatorName = (operatorId: number) =>
  sql<string>`(select coalesce(nullif(trim(${operators.name} || ' ' || ${operators.surname}), '') || ' (' || ${operators.email} || ')', ${operators.email})
    from ${operators} where ${operators.id} = ${operatorId})`;

type Replacement = { content: Buffer; fileName: string };

/** Puts the replacement in use (null: the original again), recording who and when. */
export async function saveTemplate(db: Db | Tx, template: SchedaTemplate, replacement: Replacement | null, operatorId: number) {
  const values = {
    content: replacement?.content ?? null,
    fileName: replacement?.fileName ?? null,
    size: replacement?.content.length ?? null,
    changedBy: operatorName(operatorId),
    updatedAt: sql`now()`,
  };
  await db
    .insert(cardTemplates)
    .values({ template, ...values })
    .onConflictDoUpdate({ target: cardTemplates.template, set: values });
}
