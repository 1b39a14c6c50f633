/**
 * How searched text is compared: 'contains, whatever the case, the accents and the alphabet'.
 * Text is split into letters and accents (canonical decomposition, NFD), the accents are dropped,
 * and each letter becomes its plain lower-case Latin form: Greek and Cyrillic letters as passports
 * write them (the letter table of ICAO Doc 9303), so that every name of these alphabets folds to
 * ASCII ('Юлия' -> 'iuliia', 'ΕΛΈΝΗ' -> 'eleni', 'İpek' -> 'ipek', 'Strauß' -> 'strauss').
 * PostgreSQL then finds it with the trigram indexes whatever the database's locale: under the C
 * locale (the embedded server's) pg_trgm sees no letter outside ASCII at all (decision 0031).
 *
 * Each letter folds on its own, never by its neighbours, so a piece of a name folds to a piece of
 * the folded name and 'contains' keeps its meaning. Letters of other alphabets stay as they are.
 * The one definition: PostgreSQL's search_fold() (migrations) is this table written in SQL, and a
 * server test checks that both agree on every letter of it.
 */

/** Lower-case letters and their folded form; their capitals fold the same way. */
const LETTERS: Record<string, string> = {
  // Latin letters that canonical decomposition leaves whole
  ı: 'i',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
  ŋ: 'n',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ĳ: 'ij',
  // Greek
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
  // Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Macedonian); ё, й, ї, ў, ѓ, ќ
  // are е, и, і, у, г, к with an accent
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  ђ: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  ѕ: 'dz',
  и: 'i',
  і: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  џ: 'dz',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/** The capital of a letter, when it has one of its own (ı's is I, ß's is SS: neither is). */
const capitalOf = (letter: string) => {
  const capital = letter.toUpperCase();
  return capital !== letter && [...capital].length === 1 && capital.toLowerCase() === letter ? capital : undefined;
};

const ASCII_CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The combining accents (U+0300-U+036F) that decomposition splits off Latin, Greek and Cyrillic letters. */
const ACCENTS = Array.from({ length: 0x70 }, (_, i) => String.fromCodePoint(0x300 + i));

/** Every character that folds, with what it becomes ('' when it is dropped); any other stays. */
export const SEARCH_FOLDS: ReadonlyMap<string, string> = new Map([
  ...[...ASCII_CAPITALS].map((capital) => [capital, capital.toLowerCase()] as const),
  ...Object.entries(LETTERS).flatMap(([letter, folded]) => {
    const capital = capitalOf(letter);
    return capital === undefined ? [[letter, folded] as const] : [[letter, folded] as const, [capital, folded] as const];
  }),
  ...[['ẞ', 'ss'] as const], // the capital sharp s, whose toLowerCase() is ß but toUpperCase() of ß is SS
  ...ACCENTS.map((accent) => [accent, ''] as const),
]);

/** Text as the searches compare it: 'Niccolò' -> 'niccolo', 'ελένη' -> 'eleni'; % and _ stay. */
export const foldForSearch = (text: string) => {
  let folded = '';
  for (const character of text.normalize('NFD')) folded += SEARCH_FOLDS.get(character) ?? character;
  return folded;
};
