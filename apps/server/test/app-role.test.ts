// The role the product connects as (docs/decisions/0030), set up by the same function the embedded
// start uses, here on the test server: it runs the product, and it cannot step outside its database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_ENV } from './build-app';
import { databaseUrl } from './database-url';
import { createBeneficiary } from '../src/modules/beneficiaries/beneficiaries.factory';
import { bootstrap } from '../src/modules/bootstrap';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureAppRole, warnIfSuperuser } from '../src/db/app-role';
import { connect, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

const base = inject('dbBaseUrl');
// roles belong to the whole server, which other runs share: names of this run only, dropped after
const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
const fresh = {
  database: `empowerment_role_new_${suffix}`,
  role: `empowerment_app_new_${suffix}`,
  password: randomBytes(18).toString('base64url'),
};
const existing = {
  database: `empowerment_role_old_${suffix}`,
  role: `empowerment_app_old_${suffix}`,
  password: randomBytes(18).toString('base64url'),
};

async function asSuperuser<T>(database: string, work: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl(base, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const loginUrl = (database: string, login: { role: string; password: string }) => {
  const url = new URL(databaseUrl(base, database));
  url.username = login.role;
  url.password = login.password;
  return url.toString();
};

await asSuperuser('postgres', async (c) => {
  await c.query(`CREATE DATABASE ${fresh.database}`);
  // made as every installation before the role existed: migrated by the superuser, who owns it all
  await c.query(`CREATE DATABASE ${existing.database} TEMPLATE ${inject('templateDb')}`);
});
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await asSuperuser('postgres', async (c) => {
    for (const { database, role } of [fresh, existing]) {
      await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await c.query(`DROP ROLE IF EXISTS ${role}`);
    }
  });
});

function openAs(login: typeof fresh) {
  const database = connect(loginUrl(login.database, login));
  opened.push(database);
  return database;
}

/** What the role does not own in its database's own schemas, extensions' members aside. */
const notOwnedBy = (login: typeof fresh) =>
  asSuperuser(login.database, async (c) => {
    const { rows } = await c.query<{ object: string }>(
      `WITH own AS (SELECT oid FROM pg_namespace WHERE nspname !~ '^pg_' AND nspname <> 'information_schema'),
            member AS (SELECT objid FROM pg_depend WHERE deptype = 'e')
       SELECT 'relation ' || c.oid::regclass AS object FROM pg_class c
        WHERE c.relnamespace IN (SELECT oid FROM own) AND pg_get_userbyid(c.relowner) <> $1 AND c.oid NOT IN (SELECT objid FROM member)
       UNION ALL
       SELECT 'routine ' || p.oid::regprocedure FROM pg_proc p
        WHERE p.pronamespace IN (SELECT oid FROM own) AND pg_get_userbyid(p.proowner) <> $1 AND p.oid NOT IN (SELECT objid FROM member)
       UNION ALL
       SELECT 'schema ' || n.nspname FROM pg_namespace n
        WHERE n.oid IN (SELECT oid FROM own) AND pg_get_userbyid(n.nspowner) NOT IN ($1, 'pg_database_owner')
       UNION ALL
       SELECT 'database ' || d.datname FROM pg_database d WHERE d.datname = current_database() AND pg_get_userbyid(d.datdba) <> $1`,
      [login.role],
    );
    return rows.map((r) => r.object);
  });

/** Each statement is refused to the role, with PostgreSQL's reason. */
async function expectRefused(database: Database, statements: Record<string, RegExp>) {
  for (const [statement, reason] of Object.entries(statements)) {
    await expect(database.pool.query(statement), statement).rejects.toThrow(reason);
  }
}

describe('the application role on a new database', () => {
  it('migrates it, signs in and reads and writes through the API, without being a superuser', async () => {
    await ensureAppRole(databaseUrl(base, fresh.database), fresh);
    const database = openAs(fresh);
    await runMigrations(database.pool);
    const config = loadConfig({
      ...TEST_ENV,
      DATABASE_URL: 'postgres://unused',
      ADMIN_EMAIL: 'first@example.org',
      ADMIN_PASSWORD: 'First123!',
    });
    await bootstrap({ db: database.db, config, log: { info: () => {}, warn: () => {} } });
    const app = await buildApp({ config, database, logger: false });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'first@example.org', password: 'First123!' } });
      expect(login.statusCode).toBe(201);
      const beneficiary = await createBeneficiary(database.db);
      const read = await app.inject({
        method: 'GET',
        url: `/api/auth/beneficiaries/${beneficiary.id}`,
        headers: { authorization: `Bearer ${login.json().access_token}` },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ ID: beneficiary.id, fiscal_code: beneficiary.fiscalCode });
    } finally {
      await app.close();
    }
    expect(await notOwnedBy(fresh)).toEqual([]);
    expect(await warnIfSuperuser(database.pool, { warn: () => {} })).toBe(false);
  });

  it('may create what a migration may add: a trusted extension and an ICU collation', async () => {
    const database = openAs(fresh);
    await database.pool.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await database.pool.query(
      "CREATE COLLATION IF NOT EXISTS role_test_ci (provider = icu, locale = 'und-u-ks-level1', deterministic = false)",
    );
    const { rows } = await database.pool.query("SELECT unaccent('Niccolò') = 'NICCOLO' COLLATE role_test_ci AS same");
    expect(rows).toEqual([{ same: true }]);
  });

  it('has the extensions only a superuser may create made for it, before its migrations', async () => {
    const database = openAs(fresh);
    await expect(database.pool.query('CREATE EXTENSION moddatetime')).rejects.toThrow(/permission denied to create extension/);
    await ensureAppRole(databaseUrl(base, fresh.database), { ...fresh, superuserExtensions: ['moddatetime'] });
    const { rows } = await database.pool.query("SELECT extname FROM pg_extension WHERE extname = 'moddatetime'");
    expect(rows).toEqual([{ extname: 'moddatetime' }]);
    expect(await notOwnedBy(fresh)).toEqual([]);
  });

  it("cannot read the server's files, run programs, or make roles or databases", async () => {
    const database = openAs(fresh);
    await database.pool.query('CREATE TEMPORARY TABLE IF NOT EXISTS lines (line text)');
    await expectRefused(database, {
      "SELECT pg_read_file('PG_VERSION')": /permission denied for function pg_read_file/,
      "SELECT pg_ls_dir('.')": /permission denied for function pg_ls_dir/,
      "SELECT lo_import('/etc/passwd')": /permission denied for function lo_import/,
      "COPY lines FROM '/etc/passwd'": /must be superuser or have privileges of the pg_read_server_files role/,
      "COPY lines FROM PROGRAM 'id'": /must be superuser or have privileges of the pg_execute_server_program role/,
      "COPY (SELECT 1) TO '/tmp/empowerment-out'": /must be superuser or have privileges of the pg_write_server_files role/,
      'CREATE ROLE intruder': /permission denied to create role/,
      'CREATE DATABASE intruder': /permission denied to create database/,
      'ALTER ROLE CURRENT_USER SUPERUSER': /must be superuser to alter superuser/,
      'SELECT rolpassword FROM pg_authid': /permission denied for table pg_authid/,
    });
  });
});

describe('an installation whose objects belong to the superuser', () => {
  it("is handed over to the role once: everything in it is the role's, and the role migrates, reads and writes it", async () => {
    expect(await notOwnedBy(existing)).toContain(`database ${existing.database}`);
    await ensureAppRole(databaseUrl(base, existing.database), existing);
    await ensureAppRole(databaseUrl(base, existing.database), existing); // every start runs it again
    expect(await notOwnedBy(existing)).toEqual([]);
    const database = openAs(existing);
    await runMigrations(database.pool);
    const beneficiary = await createBeneficiary(database.db); // a table, its sequence and its counting trigger
    const { rows } = await database.pool.query('SELECT fiscal_code FROM beneficiaries WHERE id = $1', [beneficiary.id]);
    expect(rows).toEqual([{ fiscal_code: beneficiary.fiscalCode }]);
  });

  it('is closed to every other role but superusers', async () => {
    const acl = await asSuperuser(existing.database, (c) =>
      c.query<{ grantee: string; privilege: string }>(
        `SELECT coalesce(r.rolname, 'PUBLIC') AS grantee, a.privilege_type AS privilege
           FROM pg_database d, aclexplode(d.datacl) a LEFT JOIN pg_roles r ON r.oid = a.grantee
          WHERE d.datname = current_database() ORDER BY 1, 2`,
      ),
    );
    expect(acl.rows).toEqual(['CONNECT', 'CREATE', 'TEMPORARY'].map((privilege) => ({ grantee: existing.role, privilege })));
    // nor may either product's role enter the other's database
    for (const [into, login] of [
      [fresh, existing],
      [existing, fresh],
    ]) {
      const stranger = new pg.Client({ connectionString: loginUrl(into.database, login) });
      await expect(stranger.connect()).rejects.toThrow(/permission denied for database/);
    }
  });
});

describe('a DATABASE_URL whose role is a superuser', () => {
  it('is said once, in the console, pointing to the README', async () => {
    const database = connect(databaseUrl(base, existing.database));
    opened.push(database);
    const warnings: string[] = [];
    expect(await warnIfSuperuser(database.pool, { warn: (m) => warnings.push(m) })).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/è un superutente.*README, "With your own PostgreSQL"/);
  });
});
