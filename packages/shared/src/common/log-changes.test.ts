import { describe, expect, it } from 'vitest';
import { BENEFICIARY_SECTIONS } from '../beneficiaries/sections';
import { describeLogChange, LOG_VALUE_MAX, logValue } from './log-changes';
import { logFieldLabel } from './log-entities';

describe('the Registro’s values and labels', () => {
  it('writes values as people read them', () => {
    expect(logValue(null)).toBeNull();
    expect(logValue('')).toBeNull();
    expect(logValue(true)).toBe('Sì');
    expect(logValue(false)).toBe('No');
    expect(logValue('1988-07-15')).toBe('15/07/1988');
    expect(logValue('2026-03-01T00:00:00Z')).toBe('01/03/2026');
    expect(logValue(42)).toBe('42');
    expect(logValue(['Inglese', 'Francese'])).toBe('Inglese, Francese');
    const long = logValue('x'.repeat(500))!;
    expect(long).toHaveLength(LOG_VALUE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names every field of every section by the label its form shows', () => {
    for (const section of BENEFICIARY_SECTIONS) {
      for (const field of Object.keys(section.fields)) {
        expect(logFieldLabel(section.logEntity, field), `${section.key}.${field}`).not.toBe(field);
      }
    }
    expect(logFieldLabel('data project', 'active')).toBe('Progetto attivo');
    expect(logFieldLabel('operators', 'surname')).toBe('Cognome');
    expect(logFieldLabel('beneficiary', 'phone')).toBe('Cellulare');
    // a key no declaration names is shown as it is
    expect(logFieldLabel('costs', 'unknown_key')).toBe('unknown_key');
  });

  it('describes a change with its label, its values, and never a secret’s values', () => {
    expect(describeLogChange('data project', { field: 'project_date_exit', before: null, after: '30/06/2024' })).toBe(
      'Data di uscita dal progetto: — → 30/06/2024',
    );
    expect(describeLogChange('operators', { field: 'password', before: null, after: null, hidden: true })).toBe(
      'Password: modificato (valore non mostrato)',
    );
  });
});
