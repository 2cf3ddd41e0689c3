import { ReportDefinitionSchema } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, SuccessResponse } from '../fields';
import { ReportAnswerTypes, ReportDataSchema, ReportFormatParam } from './reports';

// Saved (enhanced) reports (spec 3 §3 "Enhanced report", §4 "Save report", §7 /EnhancedReport/):
// a user's definition of chosen columns, filters, sort and grouping over one catalogue report,
// private to them unless public. The report data call runs one against the report's own builder.

const reportName = z.string().trim().min(1, 'The report is required.').max(100);

export const EnhancedReportSchema = z.object({
  /** 0 for the default report (every column, no filter). */
  EnhancedReportDefinitionID: z.number(),
  ReportName: z.string(),
  Name: z.string(),
  /** Null when the list was asked without definitions. */
  ReportDefinition: ReportDefinitionSchema.nullable(),
  IsPublic: z.boolean(),
  /** The caller saved it and may overwrite or delete it. */
  IsOwner: z.boolean(),
  OwnerName: z.string(),
  IsDeleted: z.boolean(),
});
export type EnhancedReport = z.infer<typeof EnhancedReportSchema>;

export const enhancedReports = {
  SaveEnhancedReport: endpoint({
    method: 'POST',
    path: '/api/EnhancedReport/SaveEnhancedReport',
    summary:
      'Save a report definition: new (private unless IsPublic), or overwrite the caller’s own (EnhancedReportDefinitionID)',
    body: z.strictObject({
      EnhancedReportDefinitionID: z.number().int().positive().nullable().default(null),
      ReportName: reportName,
      Name: z.string().trim().min(1, 'The report name is required.').max(100),
      ReportDefinition: ReportDefinitionSchema,
      IsPublic: z.boolean().default(false),
    }),
    response: EnhancedReportSchema,
  }),
  DeleteEnhancedReport: endpoint({
    method: 'DELETE',
    path: '/api/EnhancedReport/DeleteEnhancedReport/:id',
    summary: 'Delete one of the caller’s saved reports (kept for includeDeleted)',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  GetDefaultEnhancedReport: endpoint({
    method: 'GET',
    path: '/api/EnhancedReport/GetDefaultEnhancedReport',
    summary: 'The default definition of a report: every column, no filter, no sort',
    query: z.strictObject({ reportName }),
    response: EnhancedReportSchema,
  }),
  GetEnhancedReport: endpoint({
    method: 'GET',
    path: '/api/EnhancedReport/GetEnhancedReport',
    summary: 'One saved report the caller can see (their own or a public one)',
    query: z.strictObject({ enhancedReportDefinitionId: idParam }),
    response: EnhancedReportSchema,
  }),
  GetListEnhancedReports: endpoint({
    method: 'GET',
    path: '/api/EnhancedReport/GetListEnhancedReports',
    summary: 'The saved reports of a report the caller can see: their own and the public ones',
    query: z.strictObject({ reportName }),
    response: z.array(EnhancedReportSchema),
  }),
  GetListEnhancedReportsByUserId: endpoint({
    method: 'GET',
    path: '/api/EnhancedReport/GetListEnhancedReportsByUserId',
    summary:
      'The caller’s own saved reports (of one report when reportName is given), optionally with the default report, the definitions and the deleted ones',
    query: z.strictObject({
      reportName: reportName.optional(),
      includeDefaultReport: booleanParam.default(false),
      includeDefinition: booleanParam.default(true),
      includeDeleted: booleanParam.default(false),
    }),
    response: z.array(EnhancedReportSchema),
  }),
  ReportData: endpoint({
    method: 'POST',
    path: '/api/EnhancedReport/ReportData',
    summary:
      'A report run with a definition (a saved one by id, or one given with its report name) and the report’s parameters (the file when format is given)',
    body: z
      .strictObject({
        EnhancedReportDefinitionID: z.number().int().positive().nullable().default(null),
        ReportName: reportName.nullable().default(null),
        ReportDefinition: ReportDefinitionSchema.nullable().default(null),
        /** The report's own parameters, as its call takes them (communityAgentId, dates, ...). */
        Parameters: z.record(z.string(), z.unknown()),
        format: ReportFormatParam.optional(),
      })
      .refine(
        (b) =>
          (b.EnhancedReportDefinitionID !== null) !==
          (b.ReportName !== null && b.ReportDefinition !== null),
        'Give a saved report’s EnhancedReportDefinitionID, or a ReportName with its ReportDefinition.',
      ),
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
};
