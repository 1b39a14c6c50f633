import { readdirSync, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { ExportAbortedError, excelDate, writeXlsx, type XlsxSheet } from './export.xlsx';
import { endThread, XLSX_WRITERS, xlsxTurn, xlsxWriterThreads, XlsxWritersBusyError, type XlsxTurn } from './export.xlsx-writers';

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

/** The writers' threads now running, by id, in order. */
const threadIds = () =>
  xlsxWriterThreads()
    .map((thread) => thread.threadId)
    .sort((a, b) => a - b);

/** The sheet of a file written whole, read back. */
async function written<R>(layout: XlsxSheet<R>, rows: AsyncIterable<R[]>) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeXlsx(out, layout, rows);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe('writeXlsx', () => {
  it('writes the header and every row of every batch', async () => {
    const ws = await written(sheet, batches(1001, 500, []));
    expect(ws.name).toBe('Prova');
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
    try {
      for (let i = 0; i < 20 && stalledAt !== read.length; i++) {
        stalledAt = read.length;
        await pause();
      }
      // a few batches fill the buffers, then nothing more is read from the database
      expect(stalledAt).toBeLessThan(100);
      await pause();
      expect(read.length).toBe(stalledAt);
    } finally {
      // the writer's thread is given back even when an expectation fails: the next tests need it
      out.destroy();
    }
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

  it('keeps the thread of a file whose receiver went away: the writer ends the file, then writes the next whole', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const read: number[] = [];
    let writing: number[] = [];
    setTimeout(() => {
      writing = threadIds();
      out.destroy();
    }, 50);
    await expect(writeXlsx(out, sheet, batches(100_000, 500, read))).rejects.toBeInstanceOf(ExportAbortedError);
    expect(read.length).toBeLessThan(200);
    // no thread was ended, none started: the one of the abandoned file is free for the next
    expect(writing.length).toBeGreaterThan(0);
    expect(threadIds()).toEqual(writing);
    expect((await written(sheet, batches(600, 500, []))).rowCount).toBe(601);
    expect(threadIds()).toEqual(writing);
  });

  it('keeps the thread when the rows fail on this side, and writes the next file whole', async () => {
    async function* failing() {
      yield* batches(1000, 500, []);
      throw new Error('the rows could not be read');
    }
    const out = new PassThrough();
    out.resume();
    expect((await written(sheet, batches(1, 500, []))).rowCount).toBe(2);
    const before = threadIds();
    await expect(writeXlsx(out, sheet, failing())).rejects.toThrow('the rows could not be read');
    expect(threadIds()).toEqual(before);
    expect((await written(sheet, batches(10, 500, []))).rowCount).toBe(11);
  });

  it('fails a file at once when its writer thread stops midway, without reading on; the next file is whole', async () => {
    const out = new PassThrough();
    const read: number[] = [];
    let stopped = false;
    out.on('data', () => {
      if (stopped) return;
      stopped = true;
      for (const thread of xlsxWriterThreads()) endThread(thread);
    });
    const started = performance.now();
    await expect(writeXlsx(out, sheet, batches(1_000_000, 500, read))).rejects.toThrow(/thread stopped/);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(read.length).toBeLessThan(200);
    expect((await written(sheet, batches(1001, 500, []))).getRow(1002).getCell(1).value).toBe(1000);
  });

  it('fails a file whose column cannot give a value, and writes the next', async () => {
    const failing = {
      sheetName: 'Prova',
      columns: [
        {
          header: 'Numero',
          width: 10,
          value: (r: Row) => {
            if (r.n === 700) throw new Error('no value for row 700');
            return r.n;
          },
        },
      ],
    };
    const out = new PassThrough();
    out.resume();
    await expect(writeXlsx(out, failing, batches(1001, 500, []))).rejects.toThrow('no value for row 700');
    expect((await written(sheet, batches(10, 500, []))).rowCount).toBe(11);
  });
});

/** The nice value of each thread of this process (Linux: the 19th field of /proc/self/task/<id>/stat). */
const threadNices = () =>
  readdirSync('/proc/self/task').map((id) => Number(readFileSync(`/proc/self/task/${id}/stat`, 'utf8').split(') ')[1].split(' ')[16]));

describe('the xlsx writers', () => {
  it.runIf(process.platform === 'linux')('write at the lowest priority, the rest of the server at its own', async () => {
    expect((await written(sheet, batches(10, 500, []))).rowCount).toBe(11);
    expect(xlsxWriterThreads().length).toBeGreaterThan(0);
    // the writers' threads, kept for the next files, and no other (a thread ended a moment ago may still be listed)
    await vi.waitFor(() => expect(threadNices().filter((nice) => nice === 19)).toHaveLength(xlsxWriterThreads().length));
    expect(threadNices()).toContain(0);
  });

  it('give each file a thread in turn: files beyond the threads wait, beyond the queue they are refused', async () => {
    const writing = await Promise.all(Array.from({ length: XLSX_WRITERS.threads }, () => xlsxTurn()));
    const given: XlsxTurn[] = [];
    const waiting = Array.from({ length: XLSX_WRITERS.maxWaiting }, () => xlsxTurn().then((turn) => given.push(turn)));
    await expect(xlsxTurn()).rejects.toBeInstanceOf(XlsxWritersBusyError);
    expect(given).toHaveLength(0);
    writing[0].release(true);
    await vi.waitFor(() => expect(given).toHaveLength(1));
    // the thread that finished its file goes to the first file waiting
    expect(given[0].worker).toBe(writing[0].worker);
    for (const turn of writing.slice(1)) turn.release(true);
    // a file not completed gives a new thread to the next
    given[0].release(false);
    for (let i = 1; i < XLSX_WRITERS.maxWaiting; i++) {
      await vi.waitFor(() => expect(given.length).toBeGreaterThan(i));
      given[i].release(true);
    }
    await Promise.all(waiting);
    expect(xlsxWriterThreads().length).toBeLessThanOrEqual(XLSX_WRITERS.threads);
    expect((await written(sheet, batches(3, 500, []))).rowCount).toBe(4);
  });
});
