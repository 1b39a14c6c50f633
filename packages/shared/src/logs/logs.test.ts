import { describe, expect, it } from 'vitest';
import { LogCreateSchema, LogListQuerySchema } from '../index';

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
});
