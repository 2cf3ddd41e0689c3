import { CustomReportDefinitionSchema } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate, SuccessResponse } from '../fields';
import { ReportAnswerTypes, ReportDataSchema, ReportFormatParam } from './reports';

// Custom financial statements and portfolio reports (spec 3 §2 'Reports': "Custom reports route
// by report type: type 1 is portfolio, otherwise financial"; §3 "Custom layout settings"; §7
// CustomFinancialStatement(s), GetCustomPortfolioReport) and their designer (paywall tier 3,
// spec 1 §6).

export const CustomReportSchema = z.object({
  CustomReportId: z.number(),
  Name: z.string(),
  /** 1 portfolio, 2 financial. */
  ReportType: z.number(),
  Definition: CustomReportDefinitionSchema,
  UpdatedAt: z.string(),
});
export type CustomReport = z.infer<typeof CustomReportSchema>;

const customReportId = entityId;

/** The dates of a custom statement: as of a date, or a period (the income statement's columns). */
const statementDates = {
  asOfDate: isoDate.optional(),
  periodId: entityId.optional(),
  format: ReportFormatParam.optional(),
};

export const customReports = {
  GetCustomReports: endpoint({
    method: 'GET',
    path: '/api/CustomReport/GetCustomReports',
    access: { claim: 'glaccounts', level: 'read' },
    summary: 'The company’s custom financial statements and portfolio reports',
    query: z.strictObject({}),
    response: z.array(CustomReportSchema),
  }),
  GetCustomReport: endpoint({
    method: 'GET',
    path: '/api/CustomReport/GetCustomReport',
    access: { claim: 'glaccounts', level: 'read' },
    summary: 'One custom report with its definition',
    query: z.strictObject({ customReportId: idParam }),
    response: CustomReportSchema,
  }),
  SaveCustomReport: endpoint({
    method: 'POST',
    path: '/api/CustomReport/SaveCustomReport',
    summary:
      'Designer: save a custom report (new, or CustomReportId to overwrite); needs paywall tier 3',
    body: z.strictObject({
      CustomReportId: customReportId.nullable().default(null),
      Name: z.string().trim().min(1, 'The report name is required.').max(100),
      Definition: CustomReportDefinitionSchema,
    }),
    response: CustomReportSchema,
  }),
  DeleteCustomReport: endpoint({
    method: 'DELETE',
    path: '/api/CustomReport/DeleteCustomReport/:id',
    access: { claim: 'glaccounts', level: 'delete' },
    summary: 'Designer: delete a custom report; needs paywall tier 3',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  CustomFinancialStatement: endpoint({
    method: 'POST',
    path: '/api/Report/CustomFinancialStatement',
    access: { claim: 'glaccounts', level: 'read' },
    summary: 'A custom financial statement of one community (the file when format is given)',
    body: z.strictObject({
      CustomReportId: customReportId,
      communityAgentId: entityId,
      ...statementDates,
    }),
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  CustomFinancialStatements: endpoint({
    method: 'POST',
    path: '/api/Report/CustomFinancialStatements',
    access: { claim: 'glaccounts', level: 'read' },
    summary:
      'A custom financial statement of several communities, one section each (the file when format is given)',
    body: z.strictObject({
      CustomReportId: customReportId,
      agentIds: z.array(entityId).min(1, 'Choose at least one community.').max(500),
      ...statementDates,
    }),
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  GetCustomPortfolioReport: endpoint({
    method: 'POST',
    path: '/api/Report/GetCustomPortfolioReport',
    access: { claim: 'glaccounts', level: 'read' },
    summary:
      'A custom portfolio report: a row per community of the caller’s list (or agentIds) with the chosen figures',
    body: z.strictObject({
      CustomReportId: customReportId,
      agentIds: z.array(entityId).max(500).optional(),
      asOfDate: isoDate.optional(),
      format: ReportFormatParam.optional(),
    }),
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
};
