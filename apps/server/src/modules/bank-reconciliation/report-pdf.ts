import { formatCents, formatDate } from '@hoa/domain';
import { PDFDocument } from 'pdf-lib';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { sectionedPages } from '../../documents/index';
import { readStoredFile, type FileStore } from '../../files/file-store';
import type { ReconciliationReportData } from './report-data';
import type { ReconciliationSummary } from '@hoa/contract';

const money = (cents: number, bold = false): TableCell => ({
  text: formatCents(cents),
  alignment: 'right',
  bold,
});

function table(
  title: string,
  header: string[],
  rows: TableCell[][],
  widths: (number | string)[],
): Content[] {
  return [
    { text: title, style: 'section' },
    rows.length === 0
      ? { text: 'None.', style: 'note' }
      : {
          table: {
            headerRows: 1,
            widths,
            body: [
              header.map((h): TableCell => ({ text: h, bold: true, fillColor: '#eef0f4' })),
              ...rows,
            ],
          },
          layout: 'lightHorizontalLines',
        },
  ];
}

/** The report's own pages: summary, outstanding book items, uncleared bank lines, statement lines. */
function reportDefinition(
  data: ReconciliationReportData,
  pdfStatementIds: Set<number>,
): TDocumentDefinitions {
  const s = data.summary;
  const summaryRows: [string, number, boolean?][] = [
    ['Statement ending balance', s.StatementBalance],
    ['Add: deposits in transit', s.DepositsInTransit],
    ['Less: outstanding checks and withdrawals', s.OutstandingChecks],
    ['Less: bank transactions not in the books', -s.UnclearedBankTransactions],
    ['Adjusted bank balance', s.AdjustedBalance, true],
    ['Book balance', s.BookBalance, true],
    ['Unreconciled difference', s.Difference, true],
  ];
  const listed = data.statements.filter((st) => !pdfStatementIds.has(st.id));
  const costCenter = s.CostCenterName ? ` · cost center ${s.CostCenterName}` : '';
  const content: Content[] = [
    { text: 'Bank reconciliation', style: 'title' },
    { text: s.CommunityName, style: 'subtitle' },
    {
      text: `${s.AccountName} (${s.AccountNumber})${costCenter} · statement date ${formatDate(s.AsOfDate)}`,
      style: 'subtitle',
    },
    { text: finishedLine(s.Reconciliation), style: 'subtitle' },
    {
      margin: [0, 10, 0, 0],
      table: {
        widths: ['*', 110],
        body: summaryRows.map(([label, cents, bold]) => [
          { text: label, bold: bold ?? false },
          money(cents, bold ?? false),
        ]),
      },
      layout: 'lightHorizontalLines',
    },
    ...table(
      'Outstanding book items',
      ['Date', 'Item', 'Kind', 'Check #', 'Description', 'Amount'],
      data.outstanding.map((b) => [
        formatDate(b.PostDate),
        String(b.TopsItemId),
        b.Kind,
        b.CheckNumber ?? '',
        b.Description ?? '',
        money(b.Amount),
      ]),
      [55, 45, 50, 45, '*', 70],
    ),
    ...table(
      'Bank transactions not in the books',
      ['Date', 'Type', 'Check #', 'Description', 'Amount'],
      data.uncleared.map((b) => [
        formatDate(b.TransactionDate),
        b.TransactionType,
        b.CheckNumber ?? '',
        b.Description ?? '',
        money(b.Amount),
      ]),
      [55, 55, 45, '*', 70],
    ),
    ...listed.flatMap((st) =>
      table(
        `Statement ${st.fileName} (${st.startDate ? formatDate(st.startDate) : '?'} to ${st.endDate ? formatDate(st.endDate) : '?'})`,
        ['Date', 'Type', 'Check #', 'Description', 'Amount'],
        data.statementLines
          .filter((l) => l.statementId === st.id)
          .map((l) => [
            formatDate(l.TransactionDate),
            l.TransactionType,
            l.CheckNumber ?? '',
            l.Description ?? '',
            money(l.Amount),
          ]),
        [55, 55, 45, '*', 70],
      ),
    ),
  ];
  return {
    ...sectionedPages,
    content,
    info: { title: 'Bank reconciliation' },
  };
}

const readAll = (files: FileStore, key: string): Promise<Uint8Array | null> =>
  readStoredFile(files, key).catch(() => null);

const isPdf = (bytes: Uint8Array) =>
  bytes.length > 4 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/**
 * The report PDF: the summary pages, then each statement of the period: the imported file's own
 * pages when it is a PDF, otherwise its transactions listed in the report.
 */
export async function renderReconciliationReport(
  data: ReconciliationReportData,
  files: FileStore,
): Promise<Uint8Array> {
  const pdfStatements: { id: number; bytes: Uint8Array }[] = [];
  for (const st of data.statements) {
    const bytes = st.fileKey ? await readAll(files, st.fileKey) : null;
    if (bytes && isPdf(bytes)) pdfStatements.push({ id: st.id, bytes });
  }
  const own = await pdfmake
    .createPdf(reportDefinition(data, new Set(pdfStatements.map((p) => p.id))))
    .getBuffer();
  if (pdfStatements.length === 0) return own;
  const merged = await PDFDocument.load(own);
  for (const st of pdfStatements) {
    const source = await PDFDocument.load(st.bytes, { ignoreEncryption: true });
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}

/** When the reconciliation was finished, and the difference it was finished with and why. */
function finishedLine(rec: ReconciliationSummary['Reconciliation']): string {
  if (!rec.FinishedAt) return 'Not finished';
  const finished = `Finished ${formatDate(rec.FinishedAt.slice(0, 10))}`;
  return rec.DifferenceReason && rec.FinishedDifference
    ? `${finished} with a difference of ${formatCents(rec.FinishedDifference)}. Why: ${rec.DifferenceReason}`
    : finished;
}
