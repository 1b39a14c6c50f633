import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ExportAbortedError, excelDate, writeXlsx } from './export.xlsx';

type Row = { n: number; day: string | null };
const sheet = {
  sheetName: 'Prova',
  columns: [
    { header: 'Numero', width: 10, value: (r: Row) => r.n },
    { header: 'Giorno', width: 12, numFmt: 'dd/mm/yyyy', value: (r: Row) => excelDate(r.day) },
  ],
};

async function* batches(count: number, size: number, read: number[]) {
  for (let start = 0; start < count; start += size) {
    await new Promise((r) => setTimeout(r, 1)); // as a database query would
    read.push(start);
    yield Array.from({ length: Math.min(size, count - start) }, (_, i) => ({ n: start + i, day: '2024-02-29' }));
  }
}

describe('writeXlsx', () => {
  it('writes the header and every row of every batch', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeXlsx(out, sheet, batches(1001, 500, []));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet('Prova')!;
    expect(ws.rowCount).toBe(1002);
    expect(ws.getRow(1).getCell(2).value).toBe('Giorno');
    expect(ws.getRow(1002).getCell(1).value).toBe(1000);
    expect(ws.getRow(1002).getCell(2).value).toEqual(new Date(Date.UTC(2024, 1, 29)));
  });

  it('keeps accents, apostrophes, markup characters and empty cells as they were', async () => {
    type Person = { name: string; note: string | null; born: string | null; active: boolean };
    const people: Person[] = [
      { name: "Niccolò D'Amico", note: 'Àrea <nord> & "sud"', born: '1985-08-01', active: true },
      { name: 'Chloé Benali', note: null, born: null, active: false },
      { name: 'Zoë Łukasz-Sciarrà', note: '  spazi  \tintorno ', born: '1900-03-01', active: true },
    ];
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeXlsx(
      out,
      {
        sheetName: "Beneficiari d'Italia",
        columns: [
          { header: 'Nome e cognome', width: 30, value: (p: Person) => p.name },
          { header: 'Note è più', width: 20, value: (p: Person) => p.note },
          { header: 'Nata il', width: 12, numFmt: 'dd/mm/yyyy', value: (p: Person) => excelDate(p.born) },
          { header: 'Attiva', width: 8, value: (p: Person) => (p.active ? 'Sì' : 'No') },
        ],
      },
      (async function* () {
        yield people;
      })(),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet("Beneficiari d'Italia")!;
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Nome e cognome', 'Note è più', 'Nata il', 'Attiva']);
    expect(ws.getRow(1).font?.bold ?? ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(values(2)).toEqual(["Niccolò D'Amico", 'Àrea <nord> & "sud"', new Date(Date.UTC(1985, 7, 1)), 'Sì']);
    expect(values(3)).toEqual(['Chloé Benali', undefined, undefined, 'No']);
    expect(values(4)).toEqual(['Zoë Łukasz-Sciarrà', '  spazi  \tintorno ', new Date(Date.UTC(1900, 2, 1)), 'Sì']);
    expect(ws.getRow(2).getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(ws.getColumn(1).width).toBe(30);
  });

  it('reads no further batch while the receiver does not take the data', async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const read: number[] = [];
    const writing = writeXlsx(out, sheet, batches(1_000_000, 500, read));
    writing.catch(() => {});
    const pause = () => new Promise((r) => setTimeout(r, 300));
    let stalledAt = -1;
    for (let i = 0; i < 20 && stalledAt !== read.length; i++) {
      stalledAt = read.length;
      await pause();
    }
    // a few batches fill the buffers, then nothing more is read from the database
    expect(stalledAt).toBeLessThan(100);
    await pause();
    expect(read.length).toBe(stalledAt);
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ExportAbortedError);
  });

  it('stops reading batches once the receiver has gone', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const read: number[] = [];
    // nobody reads: the buffer fills, then the client leaves
    setTimeout(() => out.destroy(), 50);
    await expect(writeXlsx(out, sheet, batches(100_000, 500, read))).rejects.toBeInstanceOf(ExportAbortedError);
    expect(read.length).toBeLessThan(200);
  });
});
