import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { closedLiteral } from './sql';

const text = (value: string, list: readonly string[]) => new PgDialect().sqlToQuery(closedLiteral(list, value));

describe('closedLiteral', () => {
  it('writes a word of the list into the statement, spaces and accents included, with no parameter', () => {
    expect(text('family commitments', ['costs', 'family commitments'])).toEqual({ sql: "'family commitments'", params: [] });
    expect(text('Attività', ['Attività'])).toEqual({ sql: "'Attività'", params: [] });
  });

  it('refuses a word outside the list, and a word of the list that would need escaping', () => {
    expect(() => closedLiteral(['costs'], 'companies')).toThrow(/closed list/);
    for (const odd of ["l'ente", 'a\\b', 'x;y', 'a\nb']) expect(() => closedLiteral([odd], odd)).toThrow(/closed list/);
  });
});
