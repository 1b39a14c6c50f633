import { describe, expect, it } from 'vitest';
import { excelDate } from './export.xlsx';
import { cellXml } from './export.xlsx-parts';

describe('cellXml', () => {
  it('marks a text to keep its spaces only where it has spaces a reader would drop', () => {
    expect(cellXml('A2', 'Niccolò Rossi')).toBe('<c r="A2" t="inlineStr"><is><t>Niccolò Rossi</t></is></c>');
    for (const text of [' prima', 'dopo ', 'due\nrighe', 'a\tcapo', 'a\r\nb'])
      expect(cellXml('B2', text)).toContain('<t xml:space="preserve">');
  });

  it('writes a day as its serial number, for every year', () => {
    expect(excelDate('2024-02-29')).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(excelDate('1900-03-01')).toEqual(new Date('1900-03-01T00:00:00Z'));
    expect(excelDate('0099-12-31')).toEqual(new Date('0099-12-31T00:00:00Z'));
    expect(excelDate(null)).toBeNull();
    expect(cellXml('C2', excelDate('1899-12-31'))).toBe('<c r="C2" s="2"><v>1</v></c>');
  });
});
