import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfBookmarks } from '../../test/pdf-outline';
import { reportPdfText } from '../../test/reports-factories';
import { renderPackagePdf, renderPackageWorkbook } from './package-files';
import { packageRenderPool } from './package-render-pool';
import type { ReportData } from './report-data';

const report = (title: string, rows: number): ReportData => ({
  title,
  subtitle: ['Oak Hill'],
  fileName: title,
  columns: [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'amount', title: 'Amount', kind: 'money' },
  ],
  rows: Array.from({ length: rows }, (_, i) => ({ cells: { name: `Line ${i}`, amount: i * 100 } })),
});

async function pdfOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([612, 792]).drawText(`Minutes ${i}`, { x: 72, y: 700, font });
  return doc.save();
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAANElEQVR4nGOQC1gAR3e22MARg03AAjhCkYgKWABHKBIVAQvgCEViWsACOEKR2BKwAI6QJQAaDUt5U/LqtAAAAABJRU5ErkJggg==',
  'base64',
);

describe('package files', () => {
  it('assembles cover, reports and PDFs in order, a bookmark each, pages numbered across', async () => {
    const long = report('Ledger detail', 120);
    const body = await renderPackagePdf(
      [
        { Type: 'Cover', image: png, contentType: 'image/png' },
        { Type: 'Report', title: 'Balance sheet', report: report('Balance Sheet', 3) },
        { Type: 'Pdf', title: 'Minutes', pdf: await pdfOf(2) },
        { Type: 'Report', title: 'Detail', report: long },
      ],
      'Board package',
      '03/31/2026 9:00 AM',
    );
    const doc = await PDFDocument.load(body);
    const total = doc.getPageCount();
    expect(total).toBeGreaterThan(5); // the long report runs over two pages
    expect(pdfBookmarks(doc)).toEqual([
      ['Balance sheet', 2],
      ['Minutes', 3],
      ['Detail', 5],
    ]);
    const pages = reportPdfText(body).split('\f');
    pages.slice(0, total).forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${total}`);
    });
    expect(pages[2]).toContain('Minutes 1');
  });

  it('makes a workbook of a contents sheet and a sheet per report', async () => {
    const body = await renderPackageWorkbook(
      [
        { Type: 'Report', title: 'Contents', report: report('Trial Balance', 2) },
        { Type: 'Pdf', title: 'Minutes' },
        { Type: 'Report', title: 'Contents', report: report('Budget', 2) },
      ],
      'Board package',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Contents',
      'Contents (2)',
      'Contents (3)',
    ]);
  });

  it('renders in the worker threads what it renders in this thread, each job its own file', async () => {
    const pool = packageRenderPool();
    const job = (title: string, rows: number) => ({
      Type: 'Pdf' as const,
      parts: [
        { Type: 'Report' as const, title: 'Balance sheet', report: report(title, 3) },
        { Type: 'Report' as const, title: 'Detail', report: report('Ledger detail', rows) },
      ],
      title: 'Board package',
      printedAt: '03/31/2026 9:00 AM',
    });
    const pine = job('Pine Ridge', 120);
    // Three jobs at once on the workers: each answers its own file.
    const [oakFile, pineFile, elmFile] = await Promise.all([
      pool.render(job('Oak Hill', 10)),
      pool.render(pine),
      pool.render(job('Elm Court', 60)),
    ]);
    const local = await renderPackagePdf(pine.parts, pine.title, pine.printedAt);
    const pineDoc = await PDFDocument.load(pineFile);
    expect(pdfBookmarks(pineDoc)).toEqual(pdfBookmarks(await PDFDocument.load(local)));
    expect(pineDoc.getPageCount()).toBeGreaterThan(
      (await PDFDocument.load(oakFile)).getPageCount(),
    );
    expect(reportPdfText(pineFile)).toBe(reportPdfText(local));
    expect(reportPdfText(elmFile)).toContain('Elm Court');
    const workbook = await pool.render({ Type: 'Xlsx', sheets: [], title: 'Empty' });
    expect(workbook.subarray(0, 2).toString()).toBe('PK');
  });
});
