import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { LOG_ENTITY_LABELS, logEntityLabel, logFieldLabel, type LogEntity } from '@empowerment/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newZipFile, writeXlsx } from '../export';
import { storedParts } from '../files';

type Row = Record<string, unknown>;

/** One part of her dossier: rows of one table, named by its Registro entity (its Italian labels). */
type Part = { key: string; entity: LogEntity; query: (id: number) => SQL };

const own =
  (table: string, owner = 'beneficiary_id') =>
  (id: number) =>
    sql`select * from ${sql.raw(table)} where ${sql.raw(owner)} = ${id} order by 1`;

/**
 * Everything of hers the dossier holds (GDPR art. 15 and 20): her record, every section, every path
 * entry and her documents' metadata; each part by its table, labelled as its form labels it.
 */
const PARTS: Part[] = [
  { key: 'beneficiary', entity: 'beneficiary', query: own('beneficiaries', 'id') },
  { key: 'data_project', entity: 'data project', query: own('data_projects') },
  { key: 'data_sicol', entity: 'Sicol data', query: own('data_sicol') },
  { key: 'social_data', entity: 'social situation', query: own('social_data') },
  { key: 'addresses', entity: 'address', query: own('addresses') },
  { key: 'residence_permit', entity: 'residence permits', query: own('residence_permits') },
  { key: 'about_service', entity: 'service information', query: own('about_services') },
  { key: 'economic_situation', entity: 'economic situation', query: own('economic_situations') },
  { key: 'family_commitments', entity: 'family commitments', query: own('family_commitments') },
  { key: 'personal_resources', entity: 'personal resources', query: own('personal_resources') },
  { key: 'professional_profile', entity: 'professional profile', query: own('professional_profiles') },
  { key: 'course_participations', entity: 'participants', query: own('participants') },
  { key: 'internships', entity: 'internship', query: own('internships') },
  { key: 'interviews', entity: 'interview', query: own('interviews') },
  { key: 'costs', entity: 'costs', query: own('costs') },
  {
    key: 'career_days',
    entity: 'career day',
    query: (id) =>
      sql`select c.id, c.title, c.day, m.created_at from beneficiary_career_days m join career_days c on c.id = m.carrers_day_id
          where m.beneficiary_id = ${id} order by c.day, c.id`,
  },
  {
    key: 'group_activities',
    entity: 'group activity',
    query: (id) =>
      sql`select g.id, g.name, g.type, g.date, m.created_at from beneficiary_group_activities m join group_activities g on g.id = m.group_activity_id
          where m.beneficiary_id = ${id} order by g.date, g.id`,
  },
  { key: 'internship_positions', entity: 'internship positions', query: own('company_internship_positions', 'id_beneficiary') },
  {
    key: 'documents',
    entity: 'files',
    query: (id) =>
      sql`select f.id, f.name, f.mime, f.size, t.type as document_type, f.entity_type, f.entity_id, f.notes, f.spend, f.created_at
          from files f left join types_files t on t.id = f.type_id where f.beneficiary_id = ${id} order by f.id`,
  },
];

/** Columns of no meaning to her (generated search keys): left out. */
const HIDDEN = new Set(['name_search', 'surname_search']);

/** A value as JSON keeps it: dates as ISO text. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** A value as a person reads it in the xlsx. */
function readable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type Dossier = {
  id_public: string | null;
  parts: { key: string; entity: LogEntity; rows: Row[] }[];
  log: Row[];
  documents: { id: number; name: string; size: number }[];
};

/** Her dossier's data, documents' contents aside (they are streamed); undefined when she does not exist. */
export async function readDossier(db: Db, id: number): Promise<Dossier | undefined> {
  const parts: Dossier['parts'] = [];
  for (const part of PARTS) {
    const { rows } = await db.execute<Row>(part.query(id));
    const cleaned = rows.map((r) =>
      Object.fromEntries(
        Object.entries(r)
          .filter(([k]) => !HIDDEN.has(k))
          .map(([k, v]) => [k, plain(v)]),
      ),
    );
    parts.push({ key: part.key, entity: part.entity, rows: cleaned });
  }
  const record = parts[0].rows[0];
  if (!record) return undefined;
  const { rows: log } = await db.execute<Row>(
    sql`select l.id, l.created_at, l.action, l.entity, l.status_code, l.notes, l.changes,
          nullif(trim(coalesce(o.name, '') || ' ' || coalesce(o.surname, '')), '') as operator
        from activity_logs l left join operators o on o.id = l.operator_id
        where l.beneficiary_id = ${id} order by l.created_at, l.id`,
  );
  const documents = (parts.find((p) => p.key === 'documents')?.rows ?? []).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    size: Number(r.size),
  }));
  return {
    id_public: (record.id_public as string | null) ?? null,
    parts,
    log: log.map((r) => ({ ...r, created_at: plain(r.created_at) })),
    documents,
  };
}

/** The name her documents get in the archive: unique (its id first), no folders, no control characters. */
export const documentPath = (d: { id: number; name: string }) =>
  `documenti/${d.id}-${[...d.name]
    .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c))
    .join('')
    .slice(0, 200)}`;

/** The xlsx's rows: one per field of each row of each part, with its Italian labels. */
function* sheetRows(d: Dossier) {
  for (const part of d.parts) {
    const label = LOG_ENTITY_LABELS[part.entity];
    for (const [i, row] of part.rows.entries()) {
      const title = part.rows.length > 1 ? `${label} ${i + 1}` : label;
      for (const [field, value] of Object.entries(row)) {
        yield { section: title, field: logFieldLabel(part.entity, field), value: readable(value) };
      }
    }
  }
  for (const e of d.log) {
    yield {
      section: 'Registro Attività',
      field: `${readable(e.created_at)} · ${logEntityLabel(String(e.entity))} · ${readable(e.action)}`,
      value: [readable(e.operator), readable(e.notes), e.changes ? readable(e.changes) : ''].filter(Boolean).join(' — '),
    };
  }
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * Writes her dossier as a zip to `out`: record.json (every field of every part), fascicolo.xlsx
 * (the same with Italian labels), registro.json (the Registro's entries about her) and her
 * documents byte for byte under documenti/. Documents are read one part at a time while the zip
 * is written (decision 0027), so memory holds a part or two whatever their size.
 */
export async function writeDossier(db: Db, d: Dossier, out: Writable) {
  const zip = newZipFile();
  const now = new Date();
  const record = Object.fromEntries(d.parts.map((p) => [p.key, p.key === 'beneficiary' ? p.rows[0] : p.rows]));
  zip.addBuffer(json(record), 'record.json', { mtime: now });
  zip.addBuffer(json(d.log), 'registro.json', { mtime: now });
  const sheet = new PassThrough();
  zip.addReadStream(sheet, 'fascicolo.xlsx', { mtime: now, compress: false });
  for (const doc of d.documents) {
    // stored as they are: documents are compressed already, and deflating them costs CPU for nothing;
    // one part read ahead at most (Readable.from would read 16 parts, 16 MB, ahead by default)
    zip.addReadStream(Readable.from(storedParts(db, doc.id, doc.size), { highWaterMark: 1 }), documentPath(doc), {
      mtime: now,
      compress: false,
    });
  }
  zip.end();
  const piped = zip.outputStream.pipe(out);
  const finished = once(piped, 'finish');
  finished.catch(() => {});
  const rows = [...sheetRows(d)];
  await writeXlsx(
    sheet,
    {
      sheetName: 'Fascicolo',
      columns: [
        { header: 'Sezione', width: 28, value: (r) => r.section },
        { header: 'Campo', width: 36, value: (r) => r.field },
        { header: 'Valore', width: 80, value: (r) => r.value },
      ],
    },
    (async function* () {
      for (let i = 0; i < rows.length; i += 500) yield rows.slice(i, i + 500);
    })(),
  );
  await finished;
}
