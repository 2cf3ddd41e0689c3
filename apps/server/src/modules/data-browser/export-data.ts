import type { contract, InputOf } from '@hoa/contract';
import {
  DataBrowserLimits,
  dollars,
  FileTypes,
  ReportFormatId,
  spreadsheetSafeText,
  toCsv,
} from '@hoa/domain';
import { renderReport, type RenderedDocument, type ReportData } from '../../documents/index';
import { requireSystemAdmin } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { columnsOf, dataPage, findSource, type Cell } from './data-query';

type Export = typeof contract.dataBrowser.Export;

export interface DataExport {
  data: ReportData;
  format: InputOf<Export>['body']['format'];
}

/**
 * Data/Export, in the caller's transaction: every row of one table or view that passes the
 * filters, sorted as asked; more than DataBrowserLimits.exportRows rows are refused (never a file
 * cut short without a word).
 */
export async function exportRows(ctx: RequestContext, input: InputOf<Export>): Promise<DataExport> {
  requireSystemAdmin(ctx);
  const b = input.body;
  const source = findSource(b.schemaName, b.name);
  const page = await dataPage(ctx, source, {
    filters: b.filters,
    sortColumn: b.sortColumn,
    sortDescending: b.sortDescending,
    skip: 0,
    take: DataBrowserLimits.exportRows,
  });
  if (page.TotalCount > DataBrowserLimits.exportRows) {
    throw appError('DataExportTooLarge', page.TotalCount, DataBrowserLimits.exportRows);
  }
  return {
    format: b.format,
    data: {
      title: `${source.schema}.${source.name}`,
      subtitle: [ctx.user.companyName],
      columns: columnsOf(source),
      rows: page.Rows.map((cells) => ({ cells })),
      fileName: `${source.schema}-${source.name}`,
    },
  };
}

/**
 * The file, after the transaction: the project's workbook (title lines, a header row, money in
 * dollars) or CSV (a header row of the titles, then one line a row; money in dollars, dates
 * 'YYYY-MM-DD').
 */
export async function exportFile({
  data,
  format,
}: DataExport): Promise<RenderedDocument<typeof FileTypes.Xlsx | typeof FileTypes.Csv>> {
  if (format === 'xlsx') return renderReport(data, ReportFormatId.Xlsx);
  const lines = data.rows.map((row) =>
    data.columns.map((c) => csvCell(c.kind, row.cells[c.key] ?? null)),
  );
  return {
    contentType: FileTypes.Csv,
    fileName: `${data.fileName}.csv`,
    body: Buffer.from(toCsv([data.columns.map((c) => c.title), ...lines])),
  };
}

function csvCell(kind: string, cell: Cell): string {
  if (cell === null) return '';
  if (kind === 'money' && typeof cell === 'number') return dollars(cell);
  return typeof cell === 'string' ? spreadsheetSafeText(cell) : String(cell);
}
