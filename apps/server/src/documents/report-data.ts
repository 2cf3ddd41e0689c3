import type { ReportDrill } from '@hoa/contract';

/** What every report hands the renderer: one table with typed columns and styled rows. */
export type CellKind = 'text' | 'money' | 'number' | 'date' | 'percent';

export interface ReportColumn {
  key: string;
  title: string;
  kind: CellKind;
  /** Relative width; text columns default to 2, others to 1. */
  width?: number;
  /** On an account's row, the ledger lines behind this column's figure (the screen's drill-down). */
  drill?: ReportDrill;
}

export type CellValue = string | number | null;

export interface ReportRow {
  cells: Record<string, CellValue>;
  /** Section headings, subtotals and totals print bold; totals get a rule above. */
  style?: 'section' | 'subtotal' | 'total';
  indent?: number;
  /** The ledger account the row is about: the screen links it to the account's GL history. */
  accountId?: number;
  /** The transaction the row is a line of: the screen links it to the transaction. */
  itemId?: number;
  /** With itemId: the transaction's type and status, which choose the screen it opens. */
  txnTypeId?: number;
  statusId?: number;
  /** A figure of no single account: the report (and days) whose total it is. */
  drillReport?: { name: string; startDate: string; endDate: string };
}

export interface ReportPageLayout {
  fontPoints: number;
  /** Portrait width and height; landscape turns them. */
  pageWidthPoints: number;
  pageHeightPoints: number;
}

export interface ReportData {
  title: string;
  /** Lines under the title: company, community, dates. */
  subtitle: string[];
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The days the report covers, for the screen's links to GL history. */
  dateRange?: { startDate: string; endDate: string };
  orientation?: 'portrait' | 'landscape';
  /** The user's report settings (spec 3 §9): base font and page size, in points. */
  layout?: ReportPageLayout;
  footnotes?: string[];
  /** Base of the download's file name, without extension. */
  fileName: string;
  /** A page of the rows on screen (sendReport): how many the report has, where the page starts. */
  rowCount?: number;
  rowOffset?: number;
}

export interface RenderedDocument<T extends string = string> {
  contentType: T;
  fileName: string;
  body: Buffer;
}
