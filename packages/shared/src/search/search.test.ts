import { describe, expect, it } from 'vitest';
import { matchedParts, SearchQuerySchema, searchWords, SEARCH_TEXT } from './search';

describe('the search', () => {
  it('asks for 2 to 100 characters, blanks aside', () => {
    expect(SearchQuerySchema.safeParse({ q: ' a ' }).error?.issues[0].message).toBe(SEARCH_TEXT.tooShort);
    expect(SearchQuerySchema.parse({ q: ' ro ' })).toEqual({ q: 'ro' });
    expect(SearchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });

  it('compares folded words', () => {
    expect(searchWords('  Nicolò   D’AGOSTÌNO ')).toEqual(['nicolo', 'd’agostino']);
    expect(searchWords('Юлия')).toEqual(['iuliia']);
  });

  it('highlights the pieces the words matched, as they are written', () => {
    expect(matchedParts('Nicolò', 'nicolo')).toEqual(['Nicolò']);
    expect(matchedParts('Núñez Peña', 'NUNEZ pen')).toEqual(['Núñez', 'Peñ']);
    expect(matchedParts('Юлия', 'iuli')).toEqual(['Юли']);
    expect(matchedParts('Strauß', 'aus')).toEqual(['auß']);
    expect(matchedParts('Anna Annarumma', 'ann')).toEqual(['Ann']);
    expect(matchedParts('Maria Rossi', 'bianchi')).toEqual([]);
    expect(matchedParts('', 'x')).toEqual([]);
  });
});
