import { describe, expect, it } from 'vitest';
import { LOG_ACTION_LABELS, LOG_ACTION_OPTIONS, logActionPhrase, logOutcome } from '../index';

describe('log actions', () => {
  it('names each HTTP verb with the phrase of spec 02 §4', () => {
    expect(LOG_ACTION_LABELS).toEqual({
      post: 'Inserimento',
      patch: 'Modifica Dati',
      delete: 'Eliminazione',
      get: 'Visualizzazione',
      put: 'Aggiornamento',
    });
    expect(LOG_ACTION_OPTIONS.map((o) => o.label)).toEqual([
      'Inserimento',
      'Modifica Dati',
      'Eliminazione',
      'Visualizzazione',
      'Aggiornamento',
    ]);
  });

  it.each([
    ['delete', 'operators', 'Eliminazione Operatore'],
    ['get', 'beneficiary', 'Visualizzazione Beneficiario'],
    ['PUT', 'Sicol data', 'Aggiornamento Dati SICOL'],
    ['patch', 'residence permits', 'Modifica Dati Permesso di soggiorno'],
    ['post', 'export', 'Inserimento Esportazione'],
    ['options', 'sessions', 'options sessions'],
  ])('%s %s reads "%s"', (action, entity, phrase) => expect(logActionPhrase(action, entity)).toBe(phrase));
});

describe('log outcome', () => {
  it('classes a status code as the spec does (2xx, 4xx, 5xx, none), in one Italian word', () => {
    expect([200, 201, 204, 302, 403, 404, 500, 502, null, undefined].map((code) => logOutcome(code).label)).toEqual([
      'Riuscita',
      'Riuscita',
      'Riuscita',
      'Esito non registrato',
      'Rifiutata',
      'Rifiutata',
      'Errore del server',
      'Errore del server',
      'Esito non registrato',
      'Esito non registrato',
    ]);
  });

  it('says the outcome in words, with a colour', () => {
    expect([201, 422, 500, null].map((code) => logOutcome(code))).toEqual([
      { label: 'Riuscita', color: 'green' },
      { label: 'Rifiutata', color: 'orange' },
      { label: 'Errore del server', color: 'red' },
      { label: 'Esito non registrato', color: 'gray' },
    ]);
  });
});
