// The data browser (spec 1 §2 'data browser by schema, table and view'; §7.8 'Data browser: POST
// /Data/Export; GET GetData, GetOwnerPaymentHistories, GetTables, GetViews'; §9 'Valid data schema
// names'): company administrators read their company's own data, table by table, grouped under
// the spec's schema names. The tables and views are a fixed list of the server's, never a name
// taken from the request.

/** A browsable source is a table (one of the app's tables) or a view (joined for reading). */
export type DataSourceKind = 'table' | 'view';

/** The most rows a page of the browser holds, and the most one export writes. */
export const DataBrowserLimits = { pageRows: 500, exportRows: 50_000, filters: 10 } as const;

/** The formats of Data/Export. */
export const DataExportFormats = ['xlsx', 'csv'] as const;
export type DataExportFormat = (typeof DataExportFormats)[number];

export const DataBrowserMessages = {
  unknownSource: (schema: string, name: string) =>
    `There is no table or view named “${name}” in the schema ${schema}.`,
  unknownColumn: (column: string, source: string) => `The column “${column}” is not in ${source}.`,
  filtersNotJson: 'filters must be a JSON array of filters.',
  exportTooLarge: (count: number, max: number) =>
    `${count.toLocaleString('en-US')} rows match; an export holds at most ${max.toLocaleString('en-US')}. Narrow the filters and export again.`,
} as const;
