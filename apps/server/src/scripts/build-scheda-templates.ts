/**
 * Writes the default templates of Scheda A and Scheda D (apps/server/templates/*.docx), the .docx
 * files the generation fills with docxtemplater. Run it after changing a layout here:
 * `npx tsx src/scripts/build-scheda-templates.ts` in apps/server. An administrator may instead
 * upload a replacement made in Word or LibreOffice in /modelli, using the same {placeholders}
 * (packages/shared SCHEDA_PLACEHOLDERS lists them); nothing else has to change.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import PizZip from 'pizzip';
import { SCHEDA_PLACEHOLDERS } from '@empowerment/shared/card-templates';
import { SCHEDA_TEMPLATE_DIR } from '../modules/card-templates/card-templates.source';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escape(text)}</w:t></w:r>`;
const paragraph = (text: string, style?: string, bold = false) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${run(text, bold)}</w:p>`;
const cell = (text: string, width: number, header = false) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${header ? '<w:shd w:val="clear" w:color="auto" w:fill="E7ECF3"/>' : ''}</w:tcPr>${paragraph(text, 'TableText', header)}</w:tc>`;

/** A4 less 2 cm margins each side, in twentieths of a point. */
const PAGE_WIDTH = 9638;
const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="A0A8B4"/>`)
  .join('');
const table = (widths: number[], rows: string[]) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${PAGE_WIDTH}" w:type="dxa"/><w:tblBorders>${borders}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>${widths
    .map((w) => `<w:gridCol w:w="${w}"/>`)
    .join('')}</w:tblGrid>${rows.join('')}</w:tbl>${paragraph('')}`;
const row = (cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;

type Field = [label: string, key: string];
type Column = [label: string, key: string, width: number];

/** Label: value, one row each. */
const fieldsTable = (fields: Field[]) =>
  table(
    [3200, PAGE_WIDTH - 3200],
    fields.map(([label, key]) => row([cell(label, 3200, true), cell(`{${key}}`, PAGE_WIDTH - 3200)])),
  );

const heading = (text: string) => paragraph(text, 'Heading1');

/**
 * A list of Scheda D under its heading (the list's label in SCHEDA_PLACEHOLDERS): a header row, then
 * one row per item (a docxtemplater loop over the row), columns as a share of the width in percent;
 * a line instead when there is none (has_<loop> false).
 */
const listSection = (loop: string, empty: string, columns: Column[]) => {
  const widths = columns.map(([, , width]) => Math.round((width / 100) * PAGE_WIDTH));
  const header = row(columns.map(([label], i) => cell(label, widths[i], true)));
  const body = row(
    columns.map(([, key], i) => {
      const open = i === 0 ? `{#${loop}}` : '';
      const close = i === columns.length - 1 ? `{/${loop}}` : '';
      return cell(`${open}{${key}}${close}`, widths[i]);
    }),
  );
  // paragraphs holding only a tag vanish once filled: either the line saying there is none, or the table
  return [
    heading(SCHEDA_PLACEHOLDERS.D.lists[loop].label),
    paragraph(`{^${loop}}`),
    paragraph(empty),
    paragraph(`{/${loop}}`),
    paragraph(`{#has_${loop}}`),
    table(widths, [header, body]),
    paragraph(`{/has_${loop}}`),
  ].join('');
};

/** Both sheets open with their title and her names, and close with the signatures. */
const sheet = (title: string, body: string[]) => [
  paragraph(title, 'Title'),
  paragraph('{surname} {name} · Codice fiscale {fiscal_code} · ID pubblico {id_public}', 'Subtitle'),
  ...body,
  paragraph(''),
  paragraph('Luogo e data ______________________________'),
  paragraph(''),
  paragraph('Firma della beneficiaria ______________________________'),
  paragraph(''),
  paragraph("Firma dell'operatore ______________________________"),
];

/** The project's dates and state, on both sheets. */
const PROJECT: Field[] = [
  ['Data primo colloquio', 'project_date_start'],
  ['Data di uscita', 'project_date_exit'],
  ['Stato', 'project_active'],
  ['Stato del piano individuale', 'status_individual_plan'],
];
const OPERATOR: Field = ['Operatore di riferimento', 'operator_email'];
const GENERATED: Field = ['Scheda generata il', 'generated_at'];

const SCHEDA_A = [
  heading('Dati personali'),
  fieldsTable([
    ['Cognome', 'surname'],
    ['Nome', 'name'],
    ['Codice fiscale', 'fiscal_code'],
    ['ID pubblico', 'id_public'],
    ['Sesso', 'sex'],
    ['Data di nascita', 'birth_date'],
    ['Paese di nascita', 'country_birth'],
    ['Cittadinanza', 'citizenship'],
    ['Lingua madre', 'native_language'],
    ['Titolo di studio', 'education'],
    ['Stato civile', 'civil_status'],
    ['Email', 'email'],
    ['Cellulare', 'phone'],
    ['Municipio', 'municipio'],
    ['Patenti e mezzi', 'licenses'],
    ['Conto corrente', 'has_bank_account'],
    ['Restrizioni della libertà', 'liberty_restrictions'],
    ['Note', 'notes'],
  ]),
  heading('Residenza e domicilio'),
  fieldsTable([
    ['Residenza', 'residence'],
    ['Condizione abitativa', 'residence_condition'],
    ['Domicilio', 'domicile'],
  ]),
  heading('Progetto'),
  fieldsTable([...PROJECT, ['Note', 'project_notes']]),
  heading('Occupazione e stato sociale'),
  fieldsTable([
    ['Condizione occupazionale', 'occupational_condition'],
    ['Situazione sociale', 'social_situation_type'],
    ['Tipo di vulnerabilità', 'vulnerability_type'],
  ]),
  fieldsTable([OPERATOR, ['Iscritta il', 'registered_at'], GENERATED]),
];

const SCHEDA_D = [
  heading('Progetto'),
  fieldsTable([
    ...PROJECT,
    ['Obiettivi raggiunti', 'objectives_achieved'],
    ["Motivazione dell'esito", 'motivation_outcome'],
    ['Criticità', 'critical_issues'],
    ['Azioni di miglioramento', 'improvement_actions'],
    ['Prospettive future', 'future_prospects'],
  ]),
  listSection('courses', 'Nessun corso.', [
    ['Corso', 'course', 26],
    ['Ente di formazione', 'provider', 24],
    ['Modalità', 'mode', 14],
    ['Durata', 'duration', 14],
    ['Attestato', 'certification', 22],
  ]),
  listSection('internships', 'Nessun tirocinio.', [
    ['Azienda', 'company', 26],
    ['Posizione', 'position', 22],
    ['Stato', 'status', 14],
    ['Mesi', 'duration_month', 10],
    ['Ore previste', 'scheduled_hours', 14],
    ['Ore svolte', 'completed_hours', 14],
  ]),
  listSection('interviews', 'Nessun colloquio.', [
    ['Data', 'date', 15],
    ['Tipo', 'type', 21],
    ['Intervistatore', 'interviewer', 24],
    ['Esito / Note', 'notes', 40],
  ]),
  listSection('costs', 'Nessun costo.', [
    ['Data', 'date', 15],
    ['Tipo', 'type', 21],
    ['Impegnato', 'amount_committed', 16],
    ['Previsto', 'amount_expected', 16],
    ['Erogato', 'amount_paid', 16],
    ['Verifica', 'confirmed', 16],
  ]),
  fieldsTable([
    ['Totale impegnato', 'total_committed'],
    ['Totale previsto', 'total_expected'],
    ['Totale erogato', 'total_paid'],
  ]),
  fieldsTable([OPERATOR, GENERATED]),
];

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const documentXml = (body: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const style = (id: string, name: string, run: string, para = '') =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>${para ? `<w:pPr>${para}</w:pPr>` : ''}<w:rPr>${run}</w:rPr></w:style>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:eastAsia="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="it-IT"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${style(
  'Title',
  'Title',
  '<w:b/><w:color w:val="1F3864"/><w:sz w:val="36"/><w:szCs w:val="36"/>',
  '<w:spacing w:after="60"/>',
)}${style('Subtitle', 'Subtitle', '<w:color w:val="4A5568"/><w:sz w:val="22"/><w:szCs w:val="22"/>', '<w:spacing w:after="240"/>')}${style(
  'Heading1',
  'heading 1',
  '<w:b/><w:color w:val="1F3864"/><w:sz w:val="26"/><w:szCs w:val="26"/>',
  '<w:keepNext/><w:spacing w:before="240" w:after="100"/><w:outlineLvl w:val="0"/>',
)}${style('TableText', 'Table Text', '<w:sz w:val="19"/><w:szCs w:val="19"/>', '<w:spacing w:before="30" w:after="30"/>')}</w:styles>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/styles" Target="styles.xml"/></Relationships>`;

const core = (title: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${escape(title)}</dc:title><dc:language>it-IT</dc:language></cp:coreProperties>`;

/** Fixed dates inside the archive, so that building twice gives the same bytes. */
const date = new Date('2026-01-01T00:00:00Z');

function writeTemplate(file: string, title: string, body: string[]) {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES, { date });
  zip.file('_rels/.rels', PACKAGE_RELS, { date });
  zip.file('docProps/core.xml', core(title), { date });
  zip.file('word/document.xml', documentXml(sheet(title, body)), { date });
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS, { date });
  zip.file('word/styles.xml', STYLES, { date });
  const target = path.join(SCHEDA_TEMPLATE_DIR, file);
  writeFileSync(target, zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }));
  console.log(`written ${target}`);
}

writeTemplate('scheda-a.docx', 'Scheda A – Scheda di iscrizione', SCHEDA_A);
writeTemplate('scheda-d.docx', 'Scheda D – Percorso ed esito', SCHEDA_D);
