import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import pg from 'pg';

type Logger = { warn: (m: string) => void };

/** The role the product connects as on its embedded server: it owns the product's database and nothing more. */
export const APP_ROLE = 'empowerment';

/**
 * Extensions that a migration needs and that only a superuser may create, made by the superuser
 * before the migrations run (as the application's role). None today: pg_trgm, unaccent and the
 * other extensions PostgreSQL marks trusted are created by the migrations themselves, as the
 * database's owner may. A migration that needs another one adds its name here.
 */
const SUPERUSER_EXTENSIONS: readonly string[] = [];

/**
 * The password as PostgreSQL keeps it (a SCRAM-SHA-256 verifier, as `\password` of psql sends it), so
 * that the password itself never reaches the server: not even its log, should the statement fail.
 */
function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096) {
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  const b64 = (b: Buffer) => b.toString('base64');
  return `SCRAM-SHA-256$${iterations}:${b64(salt)}$${b64(storedKey)}:${b64(serverKey)}`;
}

/**
 * One ALTER ... OWNER TO $1 per object of the database's own schemas that the role does not own
 * yet: what an installation made before the role existed (or a restore run by the superuser) left
 * to the superuser. The superuser's objects cannot be moved with REASSIGN OWNED (PostgreSQL refuses
 * it for the bootstrap superuser), hence one statement per object. Members of an extension stay
 * with the extension; indexes and the sequences of serial columns follow their table.
 */
const OWNERSHIP_TO_TRANSFER = `
WITH own_schemas AS (
  SELECT oid, nspname, nspowner FROM pg_namespace WHERE nspname !~ '^pg_' AND nspname <> 'information_schema'
), members AS (
  SELECT classid, objid FROM pg_depend WHERE deptype = 'e'
), target AS (
  SELECT oid FROM pg_roles WHERE rolname = $1
)
SELECT format('ALTER SCHEMA %I OWNER TO %I', s.nspname, $1) AS statement
  FROM own_schemas s
 WHERE s.nspowner NOT IN ((SELECT oid FROM target), 'pg_database_owner'::regrole)
   AND (s.oid) NOT IN (SELECT objid FROM members WHERE classid = 'pg_namespace'::regclass)
UNION ALL
SELECT format('ALTER %s %s OWNER TO %I',
         CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
                        WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
         c.oid::regclass, $1)
  FROM pg_class c JOIN own_schemas s ON s.oid = c.relnamespace
 WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
   AND c.relowner <> (SELECT oid FROM target)
   AND c.oid NOT IN (SELECT objid FROM members WHERE classid = 'pg_class'::regclass)
   AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
            AND d.objid = c.oid AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')))
UNION ALL
SELECT format('ALTER TYPE %s OWNER TO %I', t.oid::regtype, $1)
  FROM pg_type t JOIN own_schemas s ON s.oid = t.typnamespace
 WHERE t.typtype IN ('e', 'd', 'r', 'c')
   AND (t.typrelid = 0 OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')
   AND t.typowner <> (SELECT oid FROM target)
   AND t.oid NOT IN (SELECT objid FROM members WHERE classid = 'pg_type'::regclass)
UNION ALL
SELECT format('ALTER %s %s OWNER TO %I', CASE p.prokind WHEN 'a' THEN 'AGGREGATE' ELSE 'ROUTINE' END, p.oid::regprocedure, $1)
  FROM pg_proc p JOIN own_schemas s ON s.oid = p.pronamespace
 WHERE p.proowner <> (SELECT oid FROM target)
   AND p.oid NOT IN (SELECT objid FROM members WHERE classid = 'pg_proc'::regclass)
UNION ALL
SELECT format('ALTER COLLATION %I.%I OWNER TO %I', s.nspname, c.collname, $1)
  FROM pg_collation c JOIN own_schemas s ON s.oid = c.collnamespace
 WHERE c.collowner <> (SELECT oid FROM target)
   AND c.oid NOT IN (SELECT objid FROM members WHERE classid = 'pg_collation'::regclass)`;

type AppRoleOptions = {
  /** The product's database, which the role will own. */
  database: string;
  role: string;
  password: string;
  /**
   * The server is the product's alone (the embedded one): no role but the superuser may connect
   * to its other databases (postgres, template1) either.
   */
  closeOtherDatabases?: boolean;
  /** SUPERUSER_EXTENSIONS unless said otherwise. */
  superuserExtensions?: readonly string[];
};

/**
 * Makes `role` a login role that is not a superuser and may create neither roles nor databases,
 * the owner of `database` and of everything in it, and the only role (superusers aside) allowed to
 * connect to it; creates the extensions only a superuser may create. `adminUrl` is a superuser's
 * connection to `database`. Idempotent: run at every start of the embedded server, it also resets
 * the role's attributes and password, and hands over what a restore left to the superuser.
 */
export async function ensureAppRole(adminUrl: string, options: AppRoleOptions) {
  const { database, role, password, closeOtherDatabases, superuserExtensions = SUPERUSER_EXTENSIONS } = options;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ current: string }>('SELECT current_database() AS current');
    if (rows[0].current !== database) throw new Error(`ensureAppRole: connected to ${rows[0].current}, not ${database}`);
    const r = admin.escapeIdentifier(role);
    const db = admin.escapeIdentifier(database);
    await admin.query('BEGIN');
    const exists = (await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role])).rowCount;
    await admin.query(
      `${exists ? 'ALTER' : 'CREATE'} ROLE ${r} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS ` +
        `PASSWORD ${admin.escapeLiteral(scramVerifier(password))}`,
    );
    await admin.query(`ALTER DATABASE ${db} OWNER TO ${r}`);
    await admin.query(`REVOKE ALL ON DATABASE ${db} FROM PUBLIC`);
    await admin.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${db} TO ${r}`);
    if (closeOtherDatabases) {
      const others = await admin.query<{ name: string }>('SELECT datname AS name FROM pg_database WHERE datallowconn AND datname <> $1', [
        database,
      ]);
      for (const { name } of others.rows)
        await admin.query(`REVOKE CONNECT, TEMPORARY ON DATABASE ${admin.escapeIdentifier(name)} FROM PUBLIC`);
    }
    for (const extension of superuserExtensions) await admin.query(`CREATE EXTENSION IF NOT EXISTS ${admin.escapeIdentifier(extension)}`);
    const transfers = await admin.query<{ statement: string }>(OWNERSHIP_TO_TRANSFER, [role]);
    for (const { statement } of transfers.rows) await admin.query(statement);
    await admin.query('COMMIT');
  } catch (err) {
    await admin.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await admin.end();
  }
}

/**
 * With DATABASE_URL, a superuser connection still works, but then a flaw in a query could read the
 * server's files or other databases: said once at start-up, not refused (CI and the tests use the
 * postgres superuser).
 */
export async function warnIfSuperuser(pool: pg.Pool, log: Logger) {
  const { rows } = await pool.query<{ role: string; superuser: boolean }>(
    "SELECT current_user AS role, current_setting('is_superuser') = 'on' AS superuser",
  );
  if (!rows[0].superuser) return false;
  log.warn(
    `Attenzione: il ruolo PostgreSQL di DATABASE_URL (${rows[0].role}) è un superutente, e un errore in una query potrebbe leggere i file del server o altri database. ` +
      'Usa un ruolo proprietario del database senza privilegi di superutente: vedi il README, "With your own PostgreSQL".',
  );
  return true;
}
