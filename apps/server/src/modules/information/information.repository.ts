import { USEFUL_INFO_DEFAULT, type PrivacyPolicy, type PrivacyPolicyInput, type UsefulInfo } from '@empowerment/shared/information';
import { eq } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { privacyPolicy, usefulInfo } from '../../db/schema';
import { apiColumns, columnValues } from '../../lib/api-columns';
import { cleanRichText } from './rich-text';

/** Each page is one row, ID 1, made on its first reading (with the default text for /info). */
const ROW_ID = 1;

const infoColumns = apiColumns(usefulInfo);
const privacyColumns = apiColumns(privacyPolicy);

export async function readUsefulInfo(db: Runner): Promise<UsefulInfo> {
  const [row] = await db.select(infoColumns).from(usefulInfo).where(eq(usefulInfo.id, ROW_ID));
  if (row) return row;
  await db
    .insert(usefulInfo)
    .values({ id: ROW_ID, content: cleanRichText(USEFUL_INFO_DEFAULT) })
    .onConflictDoNothing();
  return (await db.select(infoColumns).from(usefulInfo).where(eq(usefulInfo.id, ROW_ID)))[0];
}

/** Stores the page's HTML as cleanRichText leaves it; gives the row (undefined when there is no such page). */
export async function writeUsefulInfo(db: Runner, id: number, html: string): Promise<UsefulInfo | undefined> {
  const [row] = await db
    .update(usefulInfo)
    .set({ content: cleanRichText(html) })
    .where(eq(usefulInfo.id, id))
    .returning({ id: usefulInfo.id });
  if (!row) return undefined;
  return (await db.select(infoColumns).from(usefulInfo).where(eq(usefulInfo.id, id)))[0];
}

export async function readPrivacyPolicy(db: Runner): Promise<PrivacyPolicy> {
  const [row] = await db.select(privacyColumns).from(privacyPolicy).where(eq(privacyPolicy.id, ROW_ID));
  if (row) return row;
  await db.insert(privacyPolicy).values({ id: ROW_ID }).onConflictDoNothing();
  return (await db.select(privacyColumns).from(privacyPolicy).where(eq(privacyPolicy.id, ROW_ID)))[0];
}

export async function writePrivacyPolicy(db: Runner, id: number, input: PrivacyPolicyInput): Promise<PrivacyPolicy | undefined> {
  const [row] = await db
    .update(privacyPolicy)
    .set(columnValues(privacyPolicy, input))
    .where(eq(privacyPolicy.id, id))
    .returning({ id: privacyPolicy.id });
  if (!row) return undefined;
  return (await db.select(privacyColumns).from(privacyPolicy).where(eq(privacyPolicy.id, id)))[0];
}
