import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { mailOutbox, municipi, operators, typesCol } from '../src/db/schema';
import { beneficiaries, dataProjects } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/lib/password';

export const TEST_PASSWORD = 'Passw0rd!';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

/** An operator row; with a password (TEST_PASSWORD by default) unless password is null. */
export async function createOperator(db: Db, over: Partial<typeof operators.$inferInsert> & { password?: string | null } = {}) {
  const { password = TEST_PASSWORD, ...rest } = over;
  const [row] = await db
    .insert(operators)
    .values({
      email: `op-${unique()}@example.org`,
      name: 'Giulia',
      surname: 'Rossi',
      passwordHash: password === null ? null : await hashPassword(password),
      ...rest,
    })
    .returning();
  return row;
}

export const createAdmin = (db: Db, over: Parameters<typeof createOperator>[1] = {}) =>
  createOperator(db, { superOperator: true, name: 'Anna', surname: 'Bianchi', ...over });

/** Authorization header of a fresh access token for that operator. */
export async function authHeader(app: Pick<FastifyInstance, 'tokens'>, op: { id: number; superOperator: boolean }) {
  const token = await app.tokens.signAccess({ op_id: op.id, super_operator: op.superOperator });
  return { authorization: `Bearer ${token}` };
}

/** A municipio of the reference list, for operators and beneficiaries that need one. */
export async function createMunicipio(db: Db, over: Partial<typeof municipi.$inferInsert> = {}) {
  const [row] = await db
    .insert(municipi)
    .values({ municipio: `Municipio ${unique()}`, idPublic: 900 + (seq % 100), ...over })
    .returning();
  return row;
}

/** A C.O.L. type of the reference list. */
export async function createColType(db: Db, over: Partial<typeof typesCol.$inferInsert> = {}) {
  const [row] = await db
    .insert(typesCol)
    .values({ type: `COL ${unique()}`, ...over })
    .returning();
  return row;
}

/** The mails kept in the outbox for that address, oldest first. */
export const mailsTo = (db: Db, to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));

/** The token of the reset-password link in a mail's text. */
export function linkToken(text: string) {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset-password link in: ${text}`);
  return token;
}

export type BeneficiaryOverrides = Partial<typeof beneficiaries.$inferInsert> & {
  /** With a value, a project row (data_projects) with that active flag; without, no project row. */
  active?: boolean;
};

let beneficiarySeq = 0;
const digits = (n: number, width: number) => String(n).padStart(width, '0');

/** Row values of a beneficiary whose unique fields (fiscal code, email, phone) are fresh. */
function beneficiaryValues(over: Omit<BeneficiaryOverrides, 'active'>): typeof beneficiaries.$inferInsert {
  const n = ++beneficiarySeq;
  const tag = randomBytes(3).toString('hex').toUpperCase();
  return {
    name: 'Maria',
    surname: 'Esposito',
    email: `ben-${tag.toLowerCase()}-${n}@example.org`,
    phonePrefix: '+39',
    phone: `3${digits(parseInt(tag, 16) % 1000, 3)}${digits(n, 6)}`,
    fiscalCode: `SPSMRA${tag.slice(0, 4)}${digits(n, 6)}`,
    birthDate: '1990-05-17',
    sex: 'F',
    ...over,
  };
}

/** A beneficiary; with `active` also her project row. */
export async function createBeneficiary(db: Db, over: BeneficiaryOverrides = {}) {
  const [row] = await createBeneficiaries(db, 1, () => over);
  return row;
}

/** n beneficiaries in one insert, the i-th (from 0) shaped by over(i); project rows where active is given. */
export async function createBeneficiaries(db: Db, n: number, over: (i: number) => BeneficiaryOverrides = () => ({})) {
  const wanted = Array.from({ length: n }, (_, i) => over(i));
  const rows = await db
    .insert(beneficiaries)
    .values(wanted.map(({ active: _active, ...rest }) => beneficiaryValues(rest)))
    .returning();
  const projects = rows.flatMap((row, i) => (wanted[i].active === undefined ? [] : [{ beneficiaryId: row.id, active: wanted[i].active! }]));
  if (projects.length) await db.insert(dataProjects).values(projects);
  return rows;
}
