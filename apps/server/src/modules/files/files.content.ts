import { DOCUMENT_TYPES, type DocumentMime } from '@empowerment/shared/files';

const { pdf: PDF_MIME, doc: DOC_MIME, docx: DOCX_MIME } = DOCUMENT_TYPES;

/** "WordDocument" in UTF-16LE: the name of the stream every Word 97-2003 file holds. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
/** Compound files keep their directory in 128-byte records at 128-byte boundaries. */
const DIRECTORY_ENTRY_BYTES = 128;

/**
 * Whether `bytes`, which start at a 128-byte boundary of a compound file, hold the directory entry
 * of a stream named WordDocument: the name in UTF-16LE at the record's start, its length in bytes
 * with the terminator (26) at offset 64, the object type (2 = stream) at offset 66.
 */
function hasWordEntry(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(WORD_STREAM_NAME); at !== -1; at = bytes.indexOf(WORD_STREAM_NAME, at + 1)) {
    if (at % DIRECTORY_ENTRY_BYTES === 0 && at + 67 <= bytes.length && bytes.readUInt16LE(at + 64) === 26 && bytes[at + 66] === 2) {
      return true;
    }
  }
  return false;
}

type Kind = 'pdf' | 'docx' | 'compound' | 'other';

/**
 * The kind of an uploaded document judged by its bytes, never by its name, as its parts stream in:
 * PDF, DOCX (an Office Open XML word-processing package) or DOC (a compound file, what file-type
 * calls `cfb` and .xls, .ppt, .msi share, whose directory has a WordDocument stream).
 *
 * The kind comes from the first part: file-type reads a PDF's signature, and a ZIP's entries from
 * its start, where Word and LibreOffice write [Content_Types].xml. Anything else (a renamed image,
 * a text file called .pdf) is refused there, before the rest is read. A compound file's directory
 * can lie anywhere in it, so every part is scanned; the bytes of a directory record cut by the end
 * of a part are carried over to the next one.
 */
export function documentJudge() {
  let kind: Kind | undefined;
  let wordFound = false;
  /** The start of an incomplete 128-byte record at the end of the last part (always aligned). */
  let carry = Buffer.alloc(0);

  const scan = (part: Buffer) => {
    const bytes = carry.length > 0 ? Buffer.concat([carry, part]) : part;
    wordFound = hasWordEntry(bytes);
    carry = Buffer.from(bytes.subarray(bytes.length - (bytes.length % DIRECTORY_ENTRY_BYTES)));
  };

  return {
    /** Takes the next part, in order; false as soon as the document can no longer be one we take. */
    async add(part: Buffer): Promise<boolean> {
      if (kind === undefined) {
        const { fileTypeFromBuffer } = await import('file-type');
        const found = await fileTypeFromBuffer(part);
        kind = found?.mime === PDF_MIME ? 'pdf' : found?.mime === DOCX_MIME ? 'docx' : found?.ext === 'cfb' ? 'compound' : 'other';
      }
      if (kind === 'compound' && !wordFound) scan(part);
      return kind !== 'other';
    },
    /** Once every part was added: the document's type, undefined when it is not a PDF, DOC or DOCX. */
    mime(): DocumentMime | undefined {
      if (kind === 'pdf') return PDF_MIME;
      if (kind === 'docx') return DOCX_MIME;
      if (kind === 'compound' && wordFound) return DOC_MIME;
      return undefined;
    },
  };
}
