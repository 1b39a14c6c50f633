/**
 * The documents the product takes (spec 02 §5), by extension, with the type the server finds in
 * their content. The extension a stored document gets is the one of its content's type.
 */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;
export type DocumentMime = (typeof DOCUMENT_TYPES)[DocumentExtension];
export const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_TYPES) as DocumentExtension[];

/** files.name is varchar(255): characters, not bytes. */
export const FILE_NAME_MAX = 255;
/** The name of a document whose client gave none (or only characters that are dropped). */
const UNNAMED = 'documento';

/**
 * Characters a file name never needs and that can disguise it: the bidirectional controls
 * (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C), which make 'fattura\u202Efdp.exe' read as
 * 'fatturaexe.pdf', and the control characters (C0, DEL, C1).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A final extension: up to ten letters and digits, at least one letter ('Verbale 12.03.2026' has none). */
const EXTENSION = /\.([a-z\d]{1,10})$/i;

/** The code points of the last `max` characters (a cut never splits a surrogate pair). */
const lastCharacters = (text: string, max: number) => Array.from(text).slice(-max).join('');

/**
 * The extension of a file name, lower case, without its dot; '' when it has none (no dot, or only
 * digits after the last one).
 */
export function fileExtension(name: string): string {
  const found = EXTENSION.exec(name);
  return found && /[a-z]/i.test(found[1]) ? found[1].toLowerCase() : '';
}

/**
 * The name a client gave a file, as it may be stored and shown: without its folder part and the
 * hidden characters, trimmed (with the dots Windows drops at its end), the last 255 characters.
 */
export function cleanFileName(name: string): string {
  const base = (name.replace(HIDDEN_CHARACTERS, '').split(/[\\/]/).pop() ?? '').trim().replace(/[.\s]+$/, '');
  return lastCharacters(base, FILE_NAME_MAX) || UNNAMED;
}

/**
 * A document's stored name: the client's name cleaned, with the extension of the type found in its
 * content. A name that has it already (in any case) keeps it as written; another extension is
 * replaced ('poly.html' holding a PDF is 'poly.pdf'), a name without one gets it.
 */
export function documentFileName(name: string, mime: DocumentMime): string {
  const clean = cleanFileName(name);
  const wanted = DOCUMENT_EXTENSIONS.find((extension) => DOCUMENT_TYPES[extension] === mime)!;
  const current = fileExtension(clean);
  if (current === wanted) return clean;
  const stem = (current ? clean.slice(0, -current.length - 1) : clean).replace(/[.\s]+$/, '');
  return `${lastCharacters(stem, FILE_NAME_MAX - wanted.length - 1) || UNNAMED}.${wanted}`;
}
