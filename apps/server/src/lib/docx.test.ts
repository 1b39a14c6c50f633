import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { fillDocx } from './docx';

/** A one-paragraph .docx whose body is `text`. */
function docx(text: string) {
  const zip = new PizZip();
  zip.file(
    'word/document.xml',
    `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  zip.file(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  return zip.generate({ type: 'nodebuffer' });
}
const body = (file: Buffer) => new PizZip(file).file('word/document.xml')!.asText();

describe('fillDocx', () => {
  it('writes the values, escaped, and leaves a placeholder the data lacks blank', () => {
    const out = body(fillDocx(docx('{name} {surname} [{missing}]'), { name: 'Anna <A&B>', surname: "D'Amico" }));
    expect(out).toContain('Anna &lt;A&amp;B&gt; D&apos;Amico []');
  });

  it('throws on a broken template instead of giving a file', () => {
    expect(() => fillDocx(docx('{name'), { name: 'Anna' })).toThrow();
    expect(() => fillDocx(Buffer.from('not a zip'), {})).toThrow();
  });
});
