import { describe, expect, it } from 'vitest';
import { isLogEntity, LOG_ENTITIES, LOG_ENTITY_LABELS, LOG_ENTITY_OPTIONS, LogEntitySchema, logEntityLabel } from '../index';

describe('log entities', () => {
  it("keeps the spec's keys, each with its Italian label", () => {
    expect(LOG_ENTITY_LABELS).toEqual({
      beneficiary: 'Beneficiario',
      courses: 'Corsi',
      internship: 'Tirocinio',
      'group activity': 'Group Activity',
      participants: 'Partecipanti',
      files: 'Documenti',
      'career day': 'Career Day',
      interview: 'Colloquio',
      'data project': 'Dati progetto',
      'Sicol data': 'Dati SICOL',
      'social situation': 'Situazione sociale',
      address: 'Indirizzo',
      operators: 'Operatore',
      'family commitments': 'Impegni familiari',
      'economic situation': 'Situazione economica',
      'service information': 'Informazioni servizi',
      'personal resources': 'Risorse personali',
      'residence permits': 'Permesso di soggiorno',
      costs: 'Costi',
      'professional profile': 'Profilo professionale',
      companies: 'Aziende',
      'internship positions': 'Posizioni di tirocinio',
      'list settings': 'Liste di riferimento',
      export: 'Esportazione',
      report: 'Report',
      'bug reports': 'Segnalazioni',
      'card templates': 'Modelli Schede',
      'privacy policy': 'Privacy Policy',
      'useful info': 'Informazioni utili',
      'beneficiary import': 'Importazione beneficiari',
      'data protection': 'Protezione dati',
    });
    expect(LOG_ENTITY_OPTIONS[0]).toEqual({ value: 'companies', label: 'Aziende' });
    expect(LOG_ENTITY_OPTIONS.map((o) => o.label)).toEqual(
      [...LOG_ENTITY_OPTIONS.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'it')),
    );
    expect(LOG_ENTITY_OPTIONS).toHaveLength(LOG_ENTITIES.length);
  });

  it('is a closed list: anything else is refused with the Italian message', () => {
    expect(LogEntitySchema.parse('Sicol data')).toBe('Sicol data');
    for (const value of ['operatori', 'Beneficiario', 'sicol data', 'toString', '']) {
      expect(LogEntitySchema.safeParse(value).error?.issues[0].message).toBe('Valore non valido');
      expect(isLogEntity(value)).toBe(false);
    }
  });

  it('shows a key outside the list (an older row) as it is', () => {
    expect(logEntityLabel('files')).toBe('Documenti');
    expect(logEntityLabel('sessions')).toBe('sessions');
  });
});
