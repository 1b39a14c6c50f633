import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { municipi, typesCol } from './reference';
import { OPERATOR_MSG } from '@empowerment/shared/operators';
import { GENERATED, constraintTexts, foreignText, uniqueText } from './constraint-texts';

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 319 }).notNull(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    surname: varchar('surname', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    municipioId: integer('municipio_id').references(() => municipi.id, { onDelete: 'set null' }),
    colId: integer('col_id').references(() => typesCol.id, { onDelete: 'set null' }),
    superOperator: boolean('super_operator').notNull().default(false),
    notes: varchar('notes', { length: 300 }).notNull().default(''),
    /** argon2id; null until the invited operator sets her password. */
    passwordHash: text('password_hash'),
    /** Set when an administrator deactivates her: she cannot sign in, her history keeps her. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Her TOTP secret, encrypted (modules/auth/two-factor.ts); set at enrolment, in use once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code of that step or an earlier one is not taken again. */
    totpLastStep: integer('totp_last_step'),
    /** 'Ricevi il riepilogo settimanale': she gets the Monday digest of what is due (on unless she turns it off). */
    weeklyDigest: boolean('weekly_digest').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('operators_email_key').using('btree', sql`lower(${t.email})`), index('operators_surname_idx').on(t.surname, t.name)],
);

/** Server-side half of each refresh token: revoking the row kills the token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The device it was signed in from, as the sessions list shows it ('Chrome su Linux'). */
    device: varchar('device', { length: 100 }).notNull().default(''),
    /** The client address it was signed in from, then of its last refresh. */
    address: varchar('address', { length: 64 }).notNull().default(''),
    /** Its sign-in, then its last refresh. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_operator_idx').on(t.operatorId)],
);

/** An administrator's single-use recovery codes for two-factor sign-in; only a SHA-256 of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_operator_idx').on(t.operatorId)],
);

/** The administrators' security settings: one row (id 1), absent until first saved. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every administrator must sign in with a second factor; one without it enrols at her next sign-in. */
    requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_settings_one_row', sql`${t.id} = 1`)],
);

/** Single-use links for password reset and invitations; only a hash of the token is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    kind: varchar('kind', { length: 10 }).notNull().$type<'reset' | 'invite'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_operator_idx').on(t.operatorId)],
);

/** Failed sign-ins per key (an account, a client address, or both), shared by every API process. */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 400 }).primaryKey(),
  count: integer('count').notNull().default(0),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Client addresses from which an operator signed in: strangers guessing her password use up the
 * account's budget for unknown clients, never hers (docs/decisions/0011-sign-in-limits.md).
 */
export const knownSignInClients = pgTable(
  'known_sign_in_clients',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    address: varchar('address', { length: 64 }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.address] })],
);

/** What a broken unique or foreign key of these tables tells the client (db/constraints.ts collects it). */
export const operatorConstraints = constraintTexts({
  operators_email_key: uniqueText('email', OPERATOR_MSG.emailTaken),
  operators_municipio_id_municipi_id_fk: foreignText('municipio_id'),
  operators_col_id_types_col_id_fk: foreignText('col_id'),
  password_tokens_token_hash_unique: uniqueText('token_hash', GENERATED),
  password_tokens_operator_id_operators_id_fk: foreignText('operator_id'),
  refresh_tokens_operator_id_operators_id_fk: foreignText('operator_id'),
  known_sign_in_clients_operator_id_operators_id_fk: foreignText('operator_id'),
  recovery_codes_operator_id_operators_id_fk: foreignText('operator_id'),
});
