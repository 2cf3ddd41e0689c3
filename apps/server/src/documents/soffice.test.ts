import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { mergeTemplateDocx } from './docx-template';
import { convertDocxToPdf, sofficePathFromEnv } from './soffice';

const installed = ['/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice'].find((file) =>
  existsSync(file),
);

async function letterFor(name: string): Promise<Uint8Array> {
  const template = await Packer.toBuffer(
    new Document({ sections: [{ children: [new Paragraph('Dear {OwnerName},')] }] }),
  );
  return mergeTemplateDocx(new Uint8Array(template), { OwnerName: name });
}

function pdfText(pdf: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'soffice-test-')), 'letter.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-']).toString();
}

describe('LibreOffice conversion', () => {
  it('reads SOFFICE_PATH', () => {
    expect(sofficePathFromEnv({ SOFFICE_PATH: ' /opt/libreoffice/program/soffice ' })).toBe(
      '/opt/libreoffice/program/soffice',
    );
    expect(sofficePathFromEnv({ SOFFICE_PATH: ' ' })).toBeUndefined();
    expect(sofficePathFromEnv({})).toBeUndefined();
  });

  it('says so when the binary is missing, fails or writes no PDF', async () => {
    const docx = await letterFor('Ann Lee');
    await expect(convertDocxToPdf(docx, '/nonexistent/soffice')).rejects.toThrow(
      'LibreOffice was not found at /nonexistent/soffice (SOFFICE_PATH).',
    );
    await expect(convertDocxToPdf(docx, 'false')).rejects.toThrow('LibreOffice failed (1)');
    await expect(convertDocxToPdf(docx, 'true')).rejects.toThrow(
      'LibreOffice did not convert the document to PDF.',
    );
  });

  it('converts merged letters side by side, each with its own profile', async () => {
    const letters = await Promise.all(['Ann Lee', 'Bob Stone'].map(letterFor));
    if (!installed) {
      // Without LibreOffice on this machine, the default path must fail with the same clear error.
      await expect(convertDocxToPdf(letters[0], '/usr/bin/soffice')).rejects.toThrow(
        'LibreOffice was not found at /usr/bin/soffice',
      );
      return;
    }
    const pdfs = await Promise.all(letters.map((docx) => convertDocxToPdf(docx, installed)));
    expect(pdfText(pdfs[0])).toContain('Dear Ann Lee,');
    expect(pdfText(pdfs[1])).toContain('Dear Bob Stone,');
  });
});
