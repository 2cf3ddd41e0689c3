/** What every report hands the renderer: one table with typed columns and styled rows. */
export type CellKind = 'text' | 'money' | 'number' | 'date' | 'percent';

export interface ReportColumn {
  key: string;
  title: string;
  kind: CellKind;
  /** Relative width; text columns default to 2, others to 1. */
  width?: number;
}

export type CellValue = string | number | null;

export interface ReportRow {
  cells: Record<string, CellValue>;
  /** Section headings, subtotals and totals print bold; totals get a rule above. */
  style?: 'section' | 'subtotal' | 'total';
  indent?: number;
}

export interface ReportData {
  title: string;
  /** Lines under the title: company, community, dates. */
  subtitle: string[];
  columns: ReportColumn[];
  rows: ReportRow[];
  orientation?: 'portrait' | 'landscape';
  footnotes?: string[];
  /** Base of the download's file name, without extension. */
  fileName: string;
}

export interface RenderedDocument<T extends string = string> {
  contentType: T;
  fileName: string;
  body: Buffer;
}
