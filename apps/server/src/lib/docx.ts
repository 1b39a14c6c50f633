import type Docxtemplater from 'docxtemplater';
import type PizZip from 'pizzip';
import { onFirstUse } from './on-first-use';

export const docxtemplater = onFirstUse<typeof Docxtemplater>('docxtemplater');
export const pizZip = onFirstUse<typeof PizZip>('pizzip');

/** What a template is filled with: texts, flags for its {#flag}...{/flag} sections, lists of rows for its loops. */
export type DocxData = Record<string, string | boolean | Record<string, string>[]>;

/**
 * A .docx template filled with docxtemplater: {key} placeholders, {#list}...{/list} loops (a loop
 * over a table row repeats the row), line breaks kept. Throws when the template is not a .docx or
 * its tags are broken (docxtemplater's error names them), so that no broken file is ever sent.
 */
export function fillDocx(template: Buffer, data: DocxData): Buffer {
  const Docx = docxtemplater();
  const Zip = pizZip();
  const doc = new Docx(new Zip(template), {
    paragraphLoop: true,
    linebreaks: true,
    // a placeholder the data does not have (an administrator's template may name more) stays blank
    nullGetter: () => '',
    // the route logs the failure itself, through the server's logger
    errorLogging: false,
  });
  doc.render(data);
  return doc.toBuffer({ compression: 'DEFLATE' });
}
