import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compoundFileBytes, docxBytes, pdfBytes } from '../../../test/documents';
import { documentJudge } from './files.content';

const MiB = 1024 * 1024;

/** Feeds `content` to a judge in parts of `size` bytes; the mime, or 'refused' when a part was. */
async function judged(content: Buffer, size: number) {
  const judge = documentJudge();
  for (let at = 0; at < content.length; at += size) {
    if (!(await judge.add(content.subarray(at, at + size)))) return 'refused';
  }
  return judge.mime();
}

describe('documentJudge', () => {
  it('knows a PDF and a DOCX from their first part', async () => {
    expect(await judged(Buffer.concat([pdfBytes(), Buffer.alloc(5000, 1)]), 1024)).toBe('application/pdf');
    expect(await judged(await docxBytes(), 1 << 20)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('knows a DOCX with a large image from its first MiB: Word writes [Content_Types].xml first', async () => {
    const docx = await docxBytes({ 'word/media/image1.png': randomBytes(3 * MiB) });
    expect(docx.length).toBeGreaterThan(3 * MiB);
    expect(await judged(docx, MiB)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses at the first part what is no document, before the rest is read', async () => {
    const judge = documentJudge();
    expect(await judge.add(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe(false);
    expect(await judged(Buffer.from('Questo non è un PDF'.repeat(100)), 512)).toBe('refused');
  });

  it('finds the WordDocument entry of a compound file in any part, also across the end of a part', async () => {
    const doc = compoundFileBytes('WordDocument', 8192);
    // 100-byte parts cut directory records in two: the start of a record is carried to the next part
    for (const size of [100, 1000, 4096, 8192 + 150, doc.length])
      expect(await judged(doc, size), `parts of ${size}`).toBe('application/msword');
    const workbook = compoundFileBytes('Workbook', 8192);
    for (const size of [100, 4096, workbook.length]) expect(await judged(workbook, size), `parts of ${size}`).toBeUndefined();
  });

  it('does not take a WordDocument name that is not at a directory record boundary', async () => {
    const doc = compoundFileBytes('WordDocument', 8192);
    const shifted = Buffer.concat([doc.subarray(0, 4096), Buffer.alloc(64), doc.subarray(4096)]);
    expect(await judged(shifted, 1000)).toBeUndefined();
  });
});
