import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ReportFormatId } from '@hoa/domain';
import type { ReportData } from './report-data';
import { renderReport } from './render-report';

const report: ReportData = {
  title: 'Trial Balance',
  subtitle: ['Summit Ridge Association Management', 'Willow Creek HOA', 'As of 03/31/2026'],
  fileName: 'trial balance 2026-03-31',
  columns: [
    { key: 'number', title: 'Account', kind: 'text', width: 1 },
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'debit', title: 'Debit', kind: 'money' },
    { key: 'credit', title: 'Credit', kind: 'money' },
  ],
  rows: [
    { cells: { number: '1000', name: 'Operating Cash', debit: 123_456, credit: null } },
    { cells: { number: '4000', name: 'Assessment Income', debit: null, credit: 123_456 } },
    { cells: { number: '', name: 'Total', debit: 123_456, credit: 123_456 }, style: 'total' },
  ],
};

describe('report renderer', () => {
  it('writes a PDF whose text carries the title, the lines and the totals', async () => {
    const pdf = await renderReport(report, ReportFormatId.Pdf, new Date(2026, 3, 1, 9, 5));
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.fileName).toBe('trial-balance-2026-03-31.pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'r.pdf');
    writeFileSync(file, pdf.body);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Trial Balance');
    expect(text).toContain('Operating Cash');
    expect(text).toMatch(/\$1,234\.56\s+\$1,234\.56/);
    expect(text).toContain('Printed 04/01/2026 9:05 AM');
  });

  it('writes xlsx with numbers as numbers', async () => {
    const xlsx = await renderReport(report, ReportFormatId.Xlsx);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('A1').value).toBe('Trial Balance');
    expect(sheet?.getRow(6).values).toEqual([undefined, 'Account', 'Name', 'Debit', 'Credit']);
    expect(sheet?.getRow(7).values).toEqual([undefined, '1000', 'Operating Cash', 1234.56]);
    expect(sheet?.getRow(9).getCell(4).value).toBe(1234.56);
    expect(sheet?.getColumn(3).numFmt).toBe('#,##0.00;[Red]-#,##0.00');
  });

  it('answers Excel xls with the xlsx workbook', async () => {
    const xls = await renderReport(report, ReportFormatId.Xls);
    const xlsx = await renderReport(report, ReportFormatId.Xlsx);
    expect(xls.fileName).toBe('trial-balance-2026-03-31.xlsx');
    expect(xls.contentType).toBe(xlsx.contentType);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xls.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('A1').value).toBe('Trial Balance');
    expect(sheet?.getRow(7).values).toEqual([undefined, '1000', 'Operating Cash', 1234.56]);
    expect(sheet?.getRow(9).values).toEqual([undefined, '', 'Total', 1234.56, 1234.56]);
  });

  it('writes a Word document with the table', async () => {
    const docx = await renderReport(report, ReportFormatId.Word);
    const zip = await JSZip.loadAsync(docx.body);
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('Trial Balance');
    expect(xml).toContain('$1,234.56');
  });
});
