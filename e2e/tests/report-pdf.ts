import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect } from './csp-fixture';

const screens = 'test-results/screens';

/**
 * A downloaded PDF kept as test-results/screens/{name}.pdf, its first page drawn as
 * {name}-pdf-1.png to look at; its text (pdftotext -layout).
 */
export async function keepPdf(download: Download, name: string): Promise<string> {
  const pdfPath = `${screens}/${name}.pdf`;
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    pdfPath,
    `${screens}/${name}-pdf`,
  ]);
  return execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
}

/** A report screen's PDF (Print and export › PDF), kept and read as keepPdf does. */
export async function downloadReportPdf(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Print and export' })
      .getByRole('button', { name: 'PDF' })
      .click(),
  ]);
  return keepPdf(download, name);
}
