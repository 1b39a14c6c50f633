import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, IMPORT_MAX_ROWS, IMPORT_REQUIRED, type ImportField } from '@empowerment/shared/beneficiaries';
import { asc } from 'drizzle-orm';
import type * as ExcelJS from 'exceljs';
import type { Runner } from '../../db/client';
import { municipi } from '../../db/schema';
import { onFirstUse } from '../../lib/on-first-use';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TEMPLATE_NAME = 'modello_importazione_beneficiari.xlsx';

const exceljs = onFirstUse<typeof ExcelJS>('exceljs');

/** How each column is written, for the template's instructions. */
const HOW: Partial<Record<ImportField, string>> = {
  fiscal_code: '16 caratteri (o 11 cifre); non deve essere già presente nel sistema',
  birth_date: 'gg/mm/aaaa (es. 15/07/1988) o una cella in formato data',
  sex: 'M, F o N',
  id_public: 'Vuoto: viene assegnato dal municipio (es. 01_001)',
  phone_prefix: 'Vuoto: +39',
  phone: 'Da 6 a 15 cifre, senza prefisso',
  country_birth: 'Il nome del paese, come nelle liste (es. Italia)',
  municipio_id: 'Il nome del municipio (es. Municipio I) o il suo numero',
};
const FLAG_HOW = 'Sì o No (vuoto: No)';

/**
 * The template: a sheet 'Beneficiari' whose headers are the record's own labels (what the mapping
 * suggests from), and a sheet 'Istruzioni' with each column's rule and the municipi's names.
 */
export async function importTemplate(db: Runner): Promise<Buffer> {
  const workbook = new (exceljs().Workbook)();
  workbook.creator = 'Empowerment';
  const sheet = workbook.addWorksheet('Beneficiari', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_FIELDS.map((f) => ({
    header: IMPORT_FIELD_LABELS[f],
    key: f,
    width: Math.max(14, IMPORT_FIELD_LABELS[f].length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('birth_date').numFmt = 'dd/mm/yyyy';

  const help = workbook.addWorksheet('Istruzioni');
  help.columns = [
    { header: 'Colonna', width: 36 },
    { header: 'Obbligatoria', width: 14 },
    { header: 'Come scriverla', width: 70 },
  ];
  help.getRow(1).font = { bold: true };
  for (const f of IMPORT_FIELDS) {
    const flag = f.startsWith('has_');
    help.addRow([IMPORT_FIELD_LABELS[f], IMPORT_REQUIRED.includes(f) ? 'Sì' : 'No', HOW[f] ?? (flag ? FLAG_HOW : '')]);
  }
  help.addRow([]);
  help.addRow([`Al massimo ${IMPORT_MAX_ROWS.toLocaleString('it-IT')} righe per file. Municipi:`]);
  const rows = await db.select({ name: municipi.municipio }).from(municipi).orderBy(asc(municipi.idPublic));
  for (const m of rows) help.addRow([m.name]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
