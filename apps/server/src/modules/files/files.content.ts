import { fileTypeFromBuffer } from 'file-type';

export const PDF_MIME = 'application/pdf';
export const DOC_MIME = 'application/msword';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** "WordDocument" in UTF-16LE: the name of the stream every Word 97-2003 file holds. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/**
 * A compound file (OLE2, what file-type calls `cfb`: .doc, .xls, .ppt, .msi share it) is a Word
 * document when its directory has a stream named WordDocument. Directory entries are 128-byte
 * records at 128-byte boundaries (sectors are 512 or 4096 bytes): the name in UTF-16LE, its length
 * in bytes with the terminator (26) at offset 64, the object type (2 = stream) at offset 66.
 */
function isWordCompoundFile(content: Buffer): boolean {
  for (let at = content.indexOf(WORD_STREAM_NAME); at !== -1; at = content.indexOf(WORD_STREAM_NAME, at + 1)) {
    if (at % 128 === 0 && at + 67 <= content.length && content.readUInt16LE(at + 64) === 26 && content[at + 66] === 2) return true;
  }
  return false;
}

/**
 * The kind of an uploaded document judged by its bytes, never by its name: PDF, DOCX (an Office
 * Open XML word-processing package) or DOC (a compound file with a WordDocument stream);
 * undefined for anything else (a renamed image, an .xls, a text file called .pdf).
 */
export async function documentMime(content: Buffer): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(content);
  if (found?.mime === PDF_MIME) return PDF_MIME;
  if (found?.mime === DOCX_MIME) return DOCX_MIME;
  if (found?.ext === 'cfb' && isWordCompoundFile(content)) return DOC_MIME;
  return undefined;
}
