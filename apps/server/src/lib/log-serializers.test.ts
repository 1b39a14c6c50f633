import { describe, expect, it } from 'vitest';
import { logSerializers } from './log-serializers';

describe('the log line of an error', () => {
  it('keeps its kind, message and code, not the values it carries (the row PostgreSQL refused, the URL of the request)', () => {
    const refused = Object.assign(new Error('new row for relation "beneficiaries" violates check constraint "beneficiaries_phone"'), {
      code: '23514',
      constraint: 'beneficiaries_phone',
      detail: 'Failing row contains (7, Ottavina, Quagliarella, QGLTVN85T50H501X).',
      where: 'COPY beneficiaries, line 1: "Ottavina"',
    });
    const unserializable = Object.assign(new Error("Response doesn't match the schema"), {
      code: 'FST_ERR_RESPONSE_SERIALIZATION',
      method: 'GET',
      url: '/api/auth/beneficiaries?fiscal_code=QGLTVN85T50H501X',
    });
    const logged = [refused, unserializable].map((err) => JSON.stringify(logSerializers.err(err)));
    expect(JSON.parse(logged[0])).toMatchObject({ type: 'Error', code: '23514', constraint: 'beneficiaries_phone' });
    expect(JSON.parse(logged[1])).toMatchObject({ code: 'FST_ERR_RESPONSE_SERIALIZATION', method: 'GET' });
    for (const line of logged) expect(line).not.toMatch(/Ottavina|QGLTVN85T50H501X/);
  });
});
