import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Download } from '@playwright/test';

const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((file) => existsSync(file));
const PDFTOTEXT = ['/usr/bin/pdftotext'].find((file) => existsSync(file));

/**
 * A downloaded .docx as LibreOffice opens it: laid out as PDF and read back by pdftotext (the pages
 * as printed), or as plain text where pdftotext is missing. Its own profile, so it neither waits for
 * nor disturbs another LibreOffice running.
 */
export async function openInLibreOffice(download: Download): Promise<string> {
  // npm test installs LibreOffice where it is missing (scripts/test.mjs): without it this proves nothing
  expect(SOFFICE, 'LibreOffice (soffice) must be installed').toBeDefined();
  const dir = mkdtempSync(path.join(tmpdir(), 'docx-e2e-'));
  try {
    const file = path.join(dir, 'document.docx');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 2).toString('latin1'), 'a .docx is a zip file').toBe('PK');
    const target = PDFTOTEXT ? 'pdf' : 'txt:Text (encoded):UTF8';
    execFileSync(SOFFICE!, [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', target, '--outdir', dir, file], {
      timeout: 110_000,
    });
    return PDFTOTEXT
      ? execFileSync(PDFTOTEXT, [path.join(dir, 'document.pdf'), '-'], { encoding: 'utf8' })
      : readFileSync(path.join(dir, 'document.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
