import { ReportSectionSettingsSchema, ReportSettingsSchema } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';

// Report settings and section settings (spec 2 §7, spec 3 §7 SaveReportSettings,
// SaveReportSectionSettings, GetReportSectionSettings; §9 "Export orientation default 1; font size
// default 2; default page 8.5x11 in."): a user's defaults every report file they make follows, and
// per report which of its sections show.

export const ReportSectionSettingsResponse = ReportSectionSettingsSchema.safeExtend({
  ReportName: z.string(),
});

export const reportSettings = {
  GetReportSettings: endpoint({
    method: 'GET',
    path: '/api/Report/GetReportSettings',
    summary: 'The caller’s report file settings (orientation, font size, page size)',
    query: z.strictObject({}),
    response: ReportSettingsSchema,
  }),
  SaveReportSettings: endpoint({
    method: 'POST',
    path: '/api/Report/SaveReportSettings',
    summary: 'Save the caller’s report file settings: every report file they make follows them',
    body: ReportSettingsSchema,
    response: ReportSettingsSchema,
  }),
  GetReportSectionSettings: endpoint({
    method: 'GET',
    path: '/api/Report/GetReportSectionSettings',
    summary: 'The caller’s section settings of one report (the defaults show every section)',
    query: z.strictObject({ reportName: z.string().trim().min(1).max(100) }),
    response: ReportSectionSettingsResponse,
  }),
  SaveReportSectionSettings: endpoint({
    method: 'POST',
    path: '/api/Report/SaveReportSectionSettings',
    summary: 'Save which sections of one report show for the caller',
    body: ReportSectionSettingsSchema.safeExtend({
      ReportName: z.string().trim().min(1, 'The report is required.').max(100),
    }),
    response: ReportSectionSettingsResponse,
  }),
};
