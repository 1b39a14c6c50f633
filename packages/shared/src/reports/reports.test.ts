import { describe, expect, it } from 'vitest';
import { isEmptyBlock, REPORT_AGE_BANDS, REPORT_BLOCKS, ReportFiltersSchema } from './reports';

describe('report filters', () => {
  it('takes a period of days (or date-times) and an optional municipio', () => {
    expect(ReportFiltersSchema.parse({ from: '2026-01-01', to: '2026-12-31T00:00:00Z', municipio_id: '3' })).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      municipio_id: 3,
    });
    expect(ReportFiltersSchema.parse({ from: '2026-01-01', to: '2026-01-01', municipio_id: '' }).municipio_id).toBeUndefined();
  });

  it('refuses a missing, wrong or reversed period with the Italian texts', () => {
    const issues = (q: object) => ReportFiltersSchema.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ to: '2026-01-01' })).toEqual([['from', 'Indica il periodo: la data di inizio e quella di fine']]);
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual([['from', 'Data non valida']]);
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      ['to', 'La data di fine deve essere successiva alla data di inizio'],
    ]);
  });
});

describe('report blocks', () => {
  it('has the age bands of spec 01 exactly', () => {
    expect(REPORT_AGE_BANDS).toEqual(['<18', '18-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-54', '55-59', '60-64', '65+']);
  });

  it('names every xlsx sheet within 31 characters, once, without the characters Excel refuses', () => {
    const sheets = Object.values(REPORT_BLOCKS).map((b) => b.sheet);
    expect(new Set(sheets).size).toBe(sheets.length);
    for (const sheet of sheets) expect(sheet).toMatch(/^[^[\]:*?/\\]{1,31}$/);
  });

  it('calls a block empty when it has only zeros, not when an event of the period has no participants', () => {
    expect(isEmptyBlock({ rows: [], total: null })).toBe(true);
    expect(isEmptyBlock({ rows: [{ label: '<18', count: 0 }], total: { label: 'Totale', count: 0 } })).toBe(true);
    expect(isEmptyBlock({ rows: [{ label: '<18', count: 1 }], total: null })).toBe(false);
    expect(isEmptyBlock({ rows: [{ label: 'Fiera', date: '2026-03-01', participants: 0 }], total: null })).toBe(false);
  });
});
