import { describe, expect, it } from 'vitest';
import { LOG_OUTCOME_FILTER_OPTIONS } from '../index';
import { LogCreateSchema, LogFiltersSchema, LogListQuerySchema } from '.';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('log schemas', () => {
  it('requires the entity of a new entry', () => {
    expect(messages(LogCreateSchema.safeParse({ notes: 'x' }))).toEqual({ entita: 'Questo campo è obbligatorio' });
    expect(LogCreateSchema.parse({ entita: ' costs ', beneficiary_id: '7' })).toEqual({ entita: 'costs', notes: '', beneficiary_id: 7 });
  });

  it('accepts only an entity of the closed list', () => {
    expect(messages(LogCreateSchema.safeParse({ entita: 'sessions' }))).toEqual({ entita: 'Valore non valido' });
    expect(messages(LogCreateSchema.safeParse({ entita: ' ' }))).toEqual({ entita: 'Questo campo è obbligatorio' });
  });

  it('reads the filters of the Registro Attività, the verb in any case', () => {
    expect(
      LogListQuerySchema.parse({ beneficiary_id: '3', action: 'DELETE', entita: '', operator_email: 'anna', include_views: 'true' }),
    ).toEqual({
      limit: 10,
      offset: 0,
      beneficiary_id: 3,
      action: 'delete',
      entita: undefined,
      operator_email: 'anna',
      include_views: 'true',
    });
    expect(messages(LogListQuerySchema.safeParse({ action: 'touch', entita: 'operatori', include_views: 'si' }))).toEqual({
      action: 'Valore non valido',
      entita: 'Valore non valido',
      include_views: 'Valore non valido',
    });
  });

  it('reads a date range of days (a date-time keeps its day) in order, and the outcome', () => {
    expect(LogListQuerySchema.parse({ date_from: '2026-03-01T23:30:00+01:00', date_to: '2026-03-31', outcome: 'failure' })).toMatchObject({
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      outcome: 'failure',
    });
    expect(LogListQuerySchema.parse({ date_from: '2026-03-05', date_to: '2026-03-05' })).toMatchObject({ date_to: '2026-03-05' });
    expect(messages(LogListQuerySchema.safeParse({ date_from: '2026-03-10', date_to: '2026-03-01' }))).toEqual({
      date_to: 'La data di fine deve essere successiva alla data di inizio',
    });
    expect(messages(LogFiltersSchema.safeParse({ date_from: '2026-02-30', outcome: 'ok' }))).toEqual({
      date_from: 'Data non valida',
      outcome: 'Valore non valido',
    });
    expect(LOG_OUTCOME_FILTER_OPTIONS).toEqual([
      { value: 'success', label: 'Riuscita' },
      { value: 'failure', label: 'Non riuscita' },
    ]);
  });
});
