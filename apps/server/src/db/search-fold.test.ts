import { foldForSearch, SEARCH_FOLDS } from '@empowerment/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';

const apps = [
  ['the server locale', await useTestApp()],
  ['the C locale', await useTestApp({}, { locale: 'C' })],
] as const;

/** Every character from `from` to `to`, but the surrogates. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).filter((c) => !/\p{Cs}/u.test(c));

const TEXTS = [
  ...SEARCH_FOLDS.keys(),
  // ASCII, Latin-1 and Latin Extended, Greek, Cyrillic: alone (ASCII takes PostgreSQL's short way)
  // and after a letter outside ASCII (the long way)
  ...range(0x20, 0x52f).flatMap((c) => [c, `é${c}`]),
  'Niccolò',
  "D'Agostìno Núñez",
  'Юлия Петренко',
  'ЩЕРБАКОВА Ёлка Їжак Ґонта Љиљана Ђорђевић Џаја',
  'Ελένη ΠΑΠΑΔΟΠΟΎΛΟΥ Χρυσάνθης ψυχή',
  'İpek Yılmaz Işık Ülkü',
  'Strauß STRAUẞ Œuvre Æsa Þóra Søren Łukasz',
  'محمد 王芳 김민지',
  '50% _ \\',
];

describe.each(apps)("PostgreSQL's search_fold() in a database of %s", (_locale, t) => {
  it('folds every text as foldForSearch() does', async () => {
    const { rows } = await t.db.execute<{ text: string; folded: string }>(
      sql`select text, search_fold(text) as folded from jsonb_array_elements_text(${JSON.stringify(TEXTS)}::jsonb) as text`,
    );
    const differ = rows
      .filter((r) => r.folded !== foldForSearch(r.text))
      .map((r) => `${r.text} -> ${r.folded}, not ${foldForSearch(r.text)}`);
    expect(differ).toEqual([]);
    expect(rows).toHaveLength(TEXTS.length);
  });
});
