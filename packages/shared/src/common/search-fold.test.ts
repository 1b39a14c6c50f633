import { describe, expect, it } from 'vitest';
import { foldName } from '../beneficiaries/beneficiaries';
import { foldForSearch, SEARCH_FOLDS } from './search-fold';

describe('text as searches compare it', () => {
  it.each([
    // Italian accents, whichever way they were typed (precomposed or letter + accent)
    ['Niccolò', 'niccolo'],
    ['NICCOLÒ', 'niccolo'],
    ['Nicco\u006c\u006f\u0300', 'niccolo'],
    ["D'Agostìno", "d'agostino"],
    // Cyrillic, in any case, as passports write it
    ['Юлия', 'iuliia'],
    ['юлия', 'iuliia'],
    ['ЮЛИЯ', 'iuliia'],
    ['Щербакова', 'shcherbakova'],
    ['Ёлка', 'elka'],
    ['Їжак Ґонта', 'izhak gonta'],
    // Greek: tonos and final sigma fold away
    ['Ελένη', 'eleni'],
    ['ελενη', 'eleni'],
    ['ΕΛΈΝΗ', 'eleni'],
    ['Νικολάου', 'nikolaoy'],
    ['Χρυσάνθης', 'chrysanthis'],
    ['ΧΡΥΣΑΝΘΗΣ', 'chrysanthis'],
    // Turkish dotted and dotless i
    ['İpek', 'ipek'],
    ['ipek', 'ipek'],
    ['Işıl', 'isil'],
    ['IŞIL', 'isil'],
    ['Ülkü Yılmaz', 'ulku yilmaz'],
    ['Ağça', 'agca'],
    // German sharp s, Nordic and Polish letters
    ['Strauß', 'strauss'],
    ['STRAUẞ', 'strauss'],
    ['Søren Łukasz Þóra Æsa', 'soren lukasz thora aesa'],
  ])('%s -> %s', (typed, folded) => {
    expect(foldForSearch(typed)).toBe(folded);
  });

  it('keeps what is not a letter of those alphabets, LIKE wildcards included', () => {
    expect(foldForSearch("50% _ \\ 1-2, o'")).toBe("50% _ \\ 1-2, o'");
    expect(foldForSearch('محمد 王芳')).toBe('محمد 王芳');
  });

  it('folds a piece of a name to a piece of the folded name', () => {
    for (const name of ['Юлия Щербакова', 'Χρυσάνθη Ελένη', 'İpek Işıl', 'Strauß Niccolò']) {
      const whole = foldForSearch(name);
      for (let start = 0; start < name.length; start++)
        for (let end = start + 1; end <= name.length; end++) expect(whole).toContain(foldForSearch(name.slice(start, end)));
    }
  });

  it('folds every letter of its table to plain lower-case ASCII', () => {
    for (const [character, folded] of SEARCH_FOLDS) {
      expect(folded, character).toMatch(/^[a-z]*$/);
      expect(foldForSearch(character), character).toBe(folded);
    }
  });
});

describe('probable duplicates', () => {
  it('compare names of every alphabet by their words', () => {
    expect(foldName('  Юлия  ПЕТРЕНКО ')).toBe('iuliia petrenko');
    expect(foldName('ΕΛΈΝΗ Παπαδοπούλου-Κώστα')).toBe('eleni papadopoyloy kosta');
  });
});
