import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { defineFactory, uniqueSuffix } from '../../../test/factory';

export const TEST_PASSWORD = 'Passw0rd!';

const operatorFactory = defineFactory(operators, () => ({ email: `op-${uniqueSuffix()}@example.org`, name: 'Giulia', surname: 'Rossi' }));

export type OperatorOverrides = Partial<typeof operators.$inferInsert> & {
  /** The password to sign in with (TEST_PASSWORD by default); null for an invited operator without one. */
  password?: string | null;
};

/** An operator row; with a password (TEST_PASSWORD by default) unless password is null. */
export async function createOperator(db: Db, over: OperatorOverrides = {}) {
  const { password = TEST_PASSWORD, ...rest } = over;
  return operatorFactory.create(db, { passwordHash: password === null ? null : await hashPassword(password), ...rest });
}

export const createAdmin = (db: Db, over: OperatorOverrides = {}) =>
  createOperator(db, { superOperator: true, name: 'Anna', surname: 'Bianchi', ...over });
