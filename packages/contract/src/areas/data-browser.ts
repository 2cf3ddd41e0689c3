import {
  DataBrowserLimits,
  DataBrowserMessages,
  DataExportFormats,
  DataSchemaNames,
  FileTypes,
  ReportFilterSchema,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, isoDate, optionalIdParam } from '../fields';

// The data browser (spec 1 §7.8 'Data browser: POST /Data/Export; GET GetData,
// GetOwnerPaymentHistories, GetTables, GetViews'; §9 the schema names): company administrators
// read their company's own data, source by source. The sources are the server's fixed list
// (apps/server/src/modules/data-browser/data-sources.ts); a name off it is refused.

export const DataColumnSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['text', 'money', 'number', 'date', 'percent']),
});
export type DataColumn = z.infer<typeof DataColumnSchema>;

export const DataSourceSchema = z.object({
  SchemaName: z.enum(DataSchemaNames),
  Name: z.string(),
  Title: z.string(),
  Kind: z.enum(['table', 'view']),
  Description: z.string(),
  Columns: z.array(DataColumnSchema),
});
export type DataSource = z.infer<typeof DataSourceSchema>;

export const DataPageSchema = z.object({
  Columns: z.array(DataColumnSchema),
  /** Cells by column key: text, dates as 'YYYY-MM-DD', numbers, money in cents; null when empty. */
  Rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  TotalCount: z.number(),
});
export type DataPage = z.infer<typeof DataPageSchema>;

const schemaName = z.enum(DataSchemaNames);
const sourceName = z.string().trim().min(1).max(60);
const sortColumn = z.string().trim().min(1).max(60);
const filterList = z.array(ReportFilterSchema).max(DataBrowserLimits.filters);

/** The filters of a GET, as JSON text (an array of { column, operator, value, logicalOperator }). */
const filtersParam = z
  .string()
  .max(4000)
  .transform((text, issues) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      issues.addIssue({ code: 'custom', message: DataBrowserMessages.filtersNotJson });
      return z.NEVER;
    }
  })
  .pipe(filterList);

const pageParams = {
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(DataBrowserLimits.pageRows).default(50),
};

const dataFile = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The rows as a workbook or CSV' });

export const dataBrowser = {
  GetTables: endpoint({
    method: 'GET',
    path: '/api/Data/GetTables',
    summary: 'The tables of a data schema (All: of every schema), with their columns',
    access: 'systemAdmin',
    query: z.strictObject({ schemaName: schemaName.default('All') }),
    response: z.array(DataSourceSchema),
  }),
  GetViews: endpoint({
    method: 'GET',
    path: '/api/Data/GetViews',
    summary: 'The views of a data schema (All: of every schema), with their columns',
    access: 'systemAdmin',
    query: z.strictObject({ schemaName: schemaName.default('All') }),
    response: z.array(DataSourceSchema),
  }),
  GetData: endpoint({
    method: 'GET',
    path: '/api/Data/GetData',
    summary: 'A page of a table or view of the company’s data, filtered and sorted, with the total',
    access: 'systemAdmin',
    query: z.strictObject({
      schemaName,
      name: sourceName,
      ...pageParams,
      sortColumn: sortColumn.optional(),
      sortDescending: booleanParam.default(false),
      filters: filtersParam.optional(),
    }),
    response: DataPageSchema,
  }),
  GetOwnerPaymentHistories: endpoint({
    method: 'GET',
    path: '/api/Data/GetOwnerPaymentHistories',
    summary:
      'Owners’ posted payments (the OwnerPaymentHistories view), of a community and dated in a range, newest first',
    access: 'systemAdmin',
    query: z.strictObject({
      communityAgentId: optionalIdParam,
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
      ...pageParams,
    }),
    response: DataPageSchema,
  }),
  Export: endpoint({
    method: 'POST',
    path: '/api/Data/Export',
    summary: 'Every row of a table or view (filtered and sorted) as an Excel workbook or CSV',
    access: 'systemAdmin',
    body: z.strictObject({
      schemaName,
      name: sourceName,
      format: z.enum(DataExportFormats),
      sortColumn: sortColumn.optional(),
      sortDescending: z.boolean().default(false),
      filters: filterList.default([]),
    }),
    response: dataFile,
    download: [FileTypes.Xlsx, FileTypes.Csv],
  }),
};
