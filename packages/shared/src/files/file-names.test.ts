import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, FILE_ACCEPT, cleanFileName, documentFileName, fileExtension } from '.';

describe('cleanFileName', () => {
  it('drops the folder part, bidirectional controls and control characters, and trims', () => {
    expect(cleanFileName('C:\\Users\\anna\\Desktop\\ricevuta.pdf')).toBe('ricevuta.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('fattura\u202Efdp.exe')).toBe('fatturafdp.exe');
    const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    expect(cleanFileName(`a${bidi.join('')}b.pdf`)).toBe('ab.pdf');
    expect(cleanFileName('a\u0000\u0001\t\n\u001F\u007F\u0080\u0085\u009Fb.pdf')).toBe('ab.pdf');
    expect(cleanFileName('  relazione.pdf. . ')).toBe('relazione.pdf');
  });

  it('keeps letters of every language and the last 255 characters, never half a character', () => {
    expect(cleanFileName('Programma del corso è – 2026 ✓.pdf')).toBe('Programma del corso è – 2026 ✓.pdf');
    expect(cleanFileName('שלום مرحبا.pdf')).toBe('שלום مرحبا.pdf');
    const long = `${'😀'.repeat(300)}.pdf`;
    expect(Array.from(cleanFileName(long))).toHaveLength(255);
    expect(cleanFileName(long).endsWith('😀.pdf')).toBe(true);
  });

  it('names a document that has no name left', () => {
    for (const name of ['', '   ', '\u202E', 'cartella/', '...']) expect(cleanFileName(name)).toBe('documento');
  });
});

describe('documentFileName', () => {
  it('gives the name the extension of the type found in the content', () => {
    expect(documentFileName('poly.html', DOCUMENT_TYPES.pdf)).toBe('poly.pdf');
    expect(documentFileName('lettera.doc', DOCUMENT_TYPES.docx)).toBe('lettera.docx');
    expect(documentFileName('lettera.docx', DOCUMENT_TYPES.doc)).toBe('lettera.doc');
    expect(documentFileName('scansione', DOCUMENT_TYPES.pdf)).toBe('scansione.pdf');
    expect(documentFileName('Verbale 12.03.2026', DOCUMENT_TYPES.pdf)).toBe('Verbale 12.03.2026.pdf');
    expect(documentFileName('.html', DOCUMENT_TYPES.pdf)).toBe('documento.pdf');
    expect(documentFileName('', DOCUMENT_TYPES.doc)).toBe('documento.doc');
  });

  it('keeps a right extension as it is written, in any case', () => {
    expect(documentFileName('Contratto.PDF', DOCUMENT_TYPES.pdf)).toBe('Contratto.PDF');
    expect(documentFileName('Lettera.DocX', DOCUMENT_TYPES.docx)).toBe('Lettera.DocX');
  });

  it('cleans the name first: a disguised name gets its real extension', () => {
    // shown as 'fatturalmth.pdf' before cleaning
    expect(documentFileName('fattura\u202Efdp.html', DOCUMENT_TYPES.pdf)).toBe('fatturafdp.pdf');
    expect(documentFileName('ricevuta\u0000.pdf\u0007', DOCUMENT_TYPES.pdf)).toBe('ricevuta.pdf');
  });

  it('stays within 255 characters with its extension', () => {
    const name = documentFileName(`${'a'.repeat(260)}.html`, DOCUMENT_TYPES.docx);
    expect(name).toHaveLength(255);
    expect(name.endsWith('a.docx')).toBe(true);
  });
});

describe('fileExtension', () => {
  it('reads the last extension, lower case; none without a dot or with only digits after it', () => {
    expect(fileExtension('a.b.PDF')).toBe('pdf');
    expect(fileExtension('.pdf')).toBe('pdf');
    expect(fileExtension('pdf')).toBe('');
    expect(fileExtension('v1.2')).toBe('');
  });
});

it('the file input offers the documents by extension and by type', () => {
  expect(FILE_ACCEPT).toBe(
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
});
