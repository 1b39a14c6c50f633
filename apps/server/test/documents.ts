import yazl from 'yazl';

/** A small valid PDF with one page. */
export function pdfBytes(text = 'Attestato di frequenza') {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A minimal Word 2007+ document (an Office Open XML package), with `extra` entries (stored) at its end. */
export function docxBytes(extra: Record<string, Buffer> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    '_rels/.rels',
  );
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Programma del corso</w:t></w:r></w:p></w:body></w:document>',
    ),
    'word/document.xml',
  );
  for (const [name, content] of Object.entries(extra)) zip.addBuffer(content, name, { compress: false });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * A compound file (OLE2) laid out as Word 97-2003 writes one: header, then a directory sector with
 * the root entry and a stream named `streamName` (WordDocument for a .doc, Workbook for an .xls).
 * `directoryAt` (a multiple of 512, 1024 by default) moves the directory further in, past padding.
 */
export function compoundFileBytes(streamName = 'WordDocument', directoryAt = 1024) {
  const buf = Buffer.alloc(directoryAt + 512 * 2);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(buf, 0);
  buf.writeUInt16LE(0x3e, 24); // minor version
  buf.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  buf.writeUInt16LE(0xfffe, 28); // little-endian
  buf.writeUInt16LE(9, 30); // sector shift
  buf.writeUInt16LE(6, 32); // mini sector shift
  buf.writeUInt32LE(1, 44); // FAT sectors
  buf.writeUInt32LE(directoryAt / 512 - 1, 48); // first directory sector (sector n starts at (n + 1) * 512)
  buf.writeUInt32LE(4096, 56);
  buf.writeUInt32LE(0xfffffffe, 60);
  buf.writeUInt32LE(0xfffffffe, 68);
  for (let i = 0; i < 109; i++) buf.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 76 + i * 4);
  const entry = (at: number, name: string, type: number) => {
    const encoded = Buffer.from(name, 'utf16le');
    encoded.copy(buf, at);
    buf.writeUInt16LE(encoded.length + 2, at + 64);
    buf[at + 66] = type;
  };
  entry(directoryAt, 'Root Entry', 5);
  entry(directoryAt + 128, streamName, 2);
  return buf;
}
