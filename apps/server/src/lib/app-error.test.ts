import { describe, expect, it } from 'vitest';
import { AppError, sameId } from './app-error';

describe('sameId', () => {
  it('accepts an id that is absent or agrees', () => {
    expect(() => sameId('beneficiary_id', undefined, 7)).not.toThrow();
    expect(() => sameId('beneficiary_id', null, 7)).not.toThrow();
    expect(() => sameId('beneficiary_id', 7, 7)).not.toThrow();
  });

  it('refuses a different id with a 400 on its field', () => {
    const error = (() => {
      try {
        sameId('course_id', 8, 7);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: 'Valore non valido', fields: { course_id: 'Valore non valido' } });
  });
});
