import { describe, expect, it } from 'vitest';
import {
  ageBand,
  formatDate,
  formatDateTime,
  formatEuro,
  formatFileSize,
  statusColor,
  textBadgeColor,
  yesNo,
  BADGE_COLORS,
} from '../index';

describe('format', () => {
  it('dates in Italian, zero date as empty', () => {
    expect(formatDate('2024-03-07')).toBe('07/03/2024');
    expect(formatDate('0001-01-01T00:00:00Z')).toBe('');
    expect(formatDate(null, '-')).toBe('-');
  });
  it('dates and times written as Intl writes them in Italian, day by day over years', () => {
    const dayParts = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    const day = new Intl.DateTimeFormat('it-IT', dayParts);
    const time = new Intl.DateTimeFormat('it-IT', { ...dayParts, hour: '2-digit', minute: '2-digit' });
    for (let at = new Date(1999, 11, 25, 0, 5); at.getFullYear() < 2031; at = new Date(at.getTime() + 37 * 3_600_000 + 7 * 60_000)) {
      expect(formatDate(at)).toBe(day.format(at));
      expect(formatDateTime(at)).toBe(time.format(at));
    }
    expect(formatDate('0012-03-04')).toBe(day.format(new Date('0012-03-04')));
  });

  it('a yes-or-no field as Sì or No', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Sì', 'No']);
  });
  it('euro with two decimals and thousands separators', () => {
    expect(formatEuro(1234567.5).replace(/\s/g, ' ')).toBe('1.234.567,50 €');
    expect(formatEuro('12')).toMatch(/^12,00\s€$/);
  });
  it('file sizes', () => {
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15 MB');
  });
  it('age bands', () => {
    expect([17, 18, 24, 25, 29, 44, 64, 65, 90].map(ageBand)).toEqual([
      '<18',
      '18-24',
      '18-24',
      '25-29',
      '25-29',
      '40-44',
      '60-64',
      '65+',
      '65+',
    ]);
  });
  it('badge colours', () => {
    expect(['Attivo', 'Completato', 'Interrotto', 'Pianificato', 'Altro'].map(statusColor)).toEqual([
      'green',
      'blue',
      'red',
      'yellow',
      'gray',
    ]);
    expect(BADGE_COLORS).toHaveLength(17);
    expect(textBadgeColor('abc')).toBe(BADGE_COLORS[(97 + 98 + 99) % 17]);
  });
});
