import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { beneficiaries as b } from '../../db/schema';
import { inline, type Param } from '../../lib/prepared';
import { containsPattern, searchPattern } from '../../lib/sql';

/**
 * The "beneficiary" filter of the lists of her path (internships, interviews, costs...): her name,
 * her surname, both in either order, or her fiscal code contains the text, whatever the case and the
 * accents. The query must have `beneficiaries` joined. No text, no condition.
 */
export function beneficiaryMatches(text: string | undefined, param: Param = inline): SQL | undefined {
  if (!text) return undefined;
  const named = param('beneficiary', searchPattern(text));
  return or(
    sql`${b.nameSearch} like ${named}`,
    sql`${b.surnameSearch} like ${named}`,
    sql`(${b.nameSearch} || ' ' || ${b.surnameSearch}) like ${named}`,
    sql`(${b.surnameSearch} || ' ' || ${b.nameSearch}) like ${named}`,
    ilike(b.fiscalCode, param('beneficiary_cf', containsPattern(text))),
  );
}
