import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { operators } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/lib/password';

export const TEST_PASSWORD = 'Passw0rd!';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

/** An operator row; with a password (TEST_PASSWORD by default) unless password is null. */
export async function createOperator(
  db: Db,
  over: Partial<typeof operators.$inferInsert> & { password?: string | null } = {},
) {
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
export async function authHeader(app: FastifyInstance, op: { id: number; superOperator: boolean }) {
  const token = await app.tokens.signAccess({ op_id: op.id, super_operator: op.superOperator });
  return { authorization: `Bearer ${token}` };
}
