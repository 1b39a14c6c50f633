import { FILE_MAX_BYTES, FILE_MSG } from '@empowerment/shared/files';
import pg from 'pg';
import { watchRss } from '../lib/processes';
import { percentile } from '../lib/load';
import { mb, ms, type Row } from '../lib/report';
import type { BenchContext } from './context';

const UPLOAD_PATH = '/api/auth/files/';
/** Uploads in each round, and at once. */
const UPLOADS = 20;
const PARALLEL = 4;
/** Marks the bench's own documents, removed at the end. */
const NOTES = 'Documento di prova del benchmark';

/**
 * A valid one-page PDF of exactly `size` bytes: catalog, pages, an empty page whose content stream
 * is blank padding, the cross-reference table and the trailer. The server judges the bytes (the
 * %PDF signature), so the padding is what makes it big.
 */
function paddedPdf(size: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const head = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const build = (padding: number) => {
    let text = head;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(Buffer.byteLength(text, 'latin1'));
      text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    offsets.push(Buffer.byteLength(text, 'latin1'));
    const before = `${text}4 0 obj\n<< /Length ${padding} >>\nstream\n`;
    const xrefAt = Buffer.byteLength(before, 'latin1') + padding + '\nendstream\nendobj\n'.length;
    const after =
      `\nendstream\nendobj\nxref\n0 5\n0000000000 65535 f \n` +
      offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    return { before: Buffer.from(before, 'latin1'), after: Buffer.from(after, 'latin1') };
  };
  // the padding's length is written inside the PDF: settle it (its digits change the total by a byte or two)
  let padding = size - 400;
  for (let i = 0; i < 5; i++) {
    const { before, after } = build(padding);
    padding += size - (before.length + padding + after.length);
  }
  const { before, after } = build(padding);
  const pdf = Buffer.concat([before, Buffer.alloc(padding, ' '), after]);
  if (pdf.length !== size) throw new Error(`padded PDF of ${pdf.length} bytes instead of ${size}`);
  return pdf;
}

function uploadForm(pdf: Buffer, courseId: number, typeId: number) {
  const form = new FormData();
  form.set('entity_type', 'Corsi');
  form.set('entity_id', String(courseId));
  form.set('type_id', String(typeId));
  form.set('notes', NOTES);
  form.set('spend', '0');
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'programma-del-corso.pdf');
  return form;
}

async function upload(ctx: BenchContext, form: FormData) {
  const started = performance.now();
  const res = await fetch(ctx.product.url + UPLOAD_PATH, { method: 'POST', headers: ctx.auth, body: form });
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

/**
 * M5: rounds of `UPLOADS` uploads of the largest PDF accepted (15 MB), `PARALLEL` at a time, to a
 * seeded course: p95 of every upload's time (≤ 1 s) and the peak of the product's resident memory
 * over every round against the idle process before the first upload (≤ 50 MB), as M4 measures the
 * export's; then 15 MB + 1 byte, refused with 413 and no row stored. The bench's documents are
 * removed after. What an upload leaves is garbage the next collection frees (a few MB live per
 * upload): a round measured from its own start reads 0 when it begins high, so the growth is
 * measured from before the first round only.
 */
export async function uploadFigures(ctx: BenchContext): Promise<Row[]> {
  const db = new pg.Client({ connectionString: ctx.databaseUrl });
  await db.connect();
  const files = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM files')).rows[0].n);
  try {
    const { rows } = await db.query<{ course: number; type: number }>(
      'SELECT (SELECT min(id) FROM courses) AS course, (SELECT min(id) FROM types_files) AS type',
    );
    const { course, type } = rows[0];
    if (!course || !type) throw new Error('M5 needs a seeded course and the product’s document types');
    const largest = uploadForm(paddedPdf(FILE_MAX_BYTES), course, type);

    // the idle process, before any upload of the figure: every later sample is measured against it
    const memory = watchRss(ctx.product.pid);
    const times: number[] = [];
    let growth = 0;
    try {
      const warm = await upload(ctx, largest);
      if (warm.status !== 201) throw new Error(`upload refused: ${warm.status} ${warm.body}`);
      for (let round = 0; round < ctx.rounds; round++) {
        let next = 0;
        await Promise.all(
          Array.from({ length: PARALLEL }, async () => {
            while (next++ < UPLOADS) {
              const r = await upload(ctx, largest);
              if (r.status !== 201) throw new Error(`upload refused: ${r.status} ${r.body}`);
              times.push(r.ms);
            }
          }),
        );
      }
    } finally {
      growth = memory.stop();
    }
    ctx.log(`  peak RSS over ${ctx.rounds} rounds, above the idle process: ${mb(growth)}`);
    const p95 = percentile(times, 95);
    ctx.log(
      `  ${ctx.rounds} × ${UPLOADS} uploads of ${mb(FILE_MAX_BYTES)}, ${PARALLEL} at a time: p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}`,
    );

    const before = await files();
    const tooBig = await upload(ctx, uploadForm(paddedPdf(FILE_MAX_BYTES + 1), course, type));
    const stored = (await files()) - before;
    const refused = tooBig.status === 413 && tooBig.body.includes(FILE_MSG.tooBig) && stored === 0;
    return [
      {
        figure: `M5 upload of 15 MB, ${PARALLEL} in parallel, p95`,
        product: ms(p95),
        baseline: '-',
        ratio: '-',
        target: '≤ 1000 ms',
        pass: p95 <= 1000,
      },
      {
        figure: `M5 upload memory growth (peak RSS over ${ctx.rounds} rounds, ${PARALLEL} in parallel, above idle)`,
        product: mb(growth),
        baseline: '-',
        ratio: '-',
        target: '≤ 50 MB',
        pass: growth <= 50 * 1024 * 1024,
      },
      {
        figure: 'M5 15 MiB + 1 byte refused',
        product: `${tooBig.status} in ${ms(tooBig.ms)}, ${stored} rows stored`,
        baseline: '-',
        ratio: '-',
        target: '413, nothing stored',
        pass: refused,
      },
    ];
  } finally {
    await db.query('DELETE FROM files WHERE notes = $1', [NOTES]);
    await db.end();
  }
}
