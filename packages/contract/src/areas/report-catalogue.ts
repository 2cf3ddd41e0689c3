import {
  AllDaysMask,
  DefaultScheduleFrequency,
  JobScheduleMessages,
  MaxJobScheduleNameLength,
  reportOptionName,
  ScheduleFrequencies,
  type ScheduleFrequencyCode,
  reportParameterDisplayName,
  type ReportDataType,
  type ReportParameterDescription,
  type ReportParameterOption,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate, SuccessResponse } from '../fields';
import { apReports } from './ap-reports';
import { arReports } from './ar-reports';
import { architecturalRequestReports } from './architectural-requests';
import { ccrReports } from './ccr-reports';
import { communityReports } from './community-reports';
import { generalRequestReports } from './general-requests';
import { receiptReports } from './receipt-reports';
import { ReportAnswerParams, ReportAnswerTypes, reports } from './reports';
import { workOrderReports } from './work-order-reports';

// The report catalogue and its render calls (issue 24 items 1 and 2; spec 3 §3 'Report', §7
// 'POST /Report/RenderReport, RenderAndAttachReport, RenderGlobalReport'). Every report is its own
// GET (or, over several communities, POST) call; the catalogue names them by the call's key, which
// is the spec's name, and describes their parameters from the same query schemas.

const { CCR, GlobalCCR } = ccrReports;

/** Every report that renders, by its name (the route's /report/{Name}/…). */
export const reportEndpoints = {
  // The ledger's reports (not GetReportAccountList, a list of accounts).
  TrialBalance: reports.TrialBalance,
  BalanceSheet: reports.BalanceSheet,
  IncomeStatement: reports.IncomeStatement,
  CashFlow: reports.CashFlow,
  GeneralLedgerDetail: reports.GeneralLedgerDetail,
  JournalEntry: reports.JournalEntry,
  Budgets: reports.Budgets,
  BudgetsVersusActual: reports.BudgetsVersusActual,
  OutOfBalance: reports.OutOfBalance,
  ...arReports,
  ...receiptReports,
  ...apReports,
  CCR,
  GlobalCCR,
  ...generalRequestReports,
  ...architecturalRequestReports,
  ...workOrderReports,
  ...communityReports,
};
export type CatalogReportName = keyof typeof reportEndpoints;

export function isCatalogReportName(name: string): name is CatalogReportName {
  return Object.hasOwn(reportEndpoints, name);
}

/** The catalogue name of the report whose call has this path ('' for a path of no report). */
export function reportNameOfPath(path: string): string {
  return Object.entries(reportEndpoints).find(([, call]) => call.path === path)?.[0] ?? '';
}

/**
 * What a report call takes that is not a parameter: the community(ies) and how it is answered
 * (ReportAnswerParams: the format, the screen's page).
 */
const callFields = new Set(['communityAgentId', 'agentIds', ...Object.keys(ReportAnswerParams)]);

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The type a query field takes, through optional, default, nullable and coercing pipes. */
function typeOf(
  name: string,
  schema: z.ZodType,
): {
  DataType: ReportDataType;
  DataSource: ReportParameterOption[] | null;
  AllowMultipleValues: boolean;
} {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return typeOf(name, def.innerType as z.ZodType);
    case 'pipe': {
      // A coerced number piped into a list of literals is that list; a transform keeps the input.
      const out = defOf(def.out as z.ZodType);
      return typeOf(name, (out.type === 'transform' ? def.in : def.out) as z.ZodType);
    }
    case 'array':
      return { ...typeOf(name, def.element as z.ZodType), AllowMultipleValues: true };
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      // 'true' | 'false' is a yes or no (booleanParam).
      if (values.length === 2 && values.includes('true') && values.includes('false')) {
        return { DataType: 'B', DataSource: null, AllowMultipleValues: false };
      }
      return {
        DataType: 'T',
        DataSource: values.map((v) => ({ Value: v, DisplayName: reportOptionName(name, v) })),
        AllowMultipleValues: false,
      };
    }
    case 'literal': {
      const values = (def.values ?? []) as (string | number)[];
      return {
        DataType: values.every((v) => typeof v === 'number') ? 'I' : 'T',
        DataSource: values.map((v) => ({ Value: v, DisplayName: reportOptionName(name, v) })),
        AllowMultipleValues: false,
      };
    }
    case 'number':
      return {
        DataType: (schema as z.ZodNumber).format?.includes('int') ? 'I' : 'N',
        DataSource: null,
        AllowMultipleValues: false,
      };
    case 'boolean':
      return { DataType: 'B', DataSource: null, AllowMultipleValues: false };
    case 'string':
      return {
        DataType: (schema as z.ZodString).format === 'date' ? 'D' : 'T',
        DataSource: null,
        AllowMultipleValues: false,
      };
    default:
      throw new Error(`A report parameter of type ${def.type} has no DataType.`);
  }
}

/**
 * A report's parameters as spec 3 §3 describes them, from its query (or body) schema: every field
 * but the community(ies) and the format, required unless optional, with the defaults given to
 * those shown, visible when the report shows it (null: all are).
 */
export function describeReportParameters(
  schema: z.ZodObject,
  defaults: Readonly<Record<string, ReportParameterDescription['RawValue']>>,
  visible: ReadonlySet<string> | null,
): ReportParameterDescription[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([name]) => !callFields.has(name))
    .map(([name, field]) => {
      // A hidden parameter (another report's part of a shared query) takes no default.
      const raw = (visible?.has(name) ?? true) ? (defaults[name] ?? null) : null;
      return {
        Name: name,
        DisplayName: reportParameterDisplayName(name),
        ...typeOf(name, field),
        Value: raw === null ? '' : String(raw),
        RawValue: raw,
        IsVisible: visible?.has(name) ?? true,
        IsRequired: !field.safeParse(undefined).success,
      };
    });
}

const ReportParameterSchema = z.object({
  Name: z.string(),
  DisplayName: z.string(),
  DataType: z.enum(['D', 'I', 'N', 'T', 'B']),
  Value: z.string(),
  RawValue: z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.array(z.union([z.string(), z.number()])),
    z.null(),
  ]),
  IsVisible: z.boolean(),
  DataSource: z
    .array(z.object({ Value: z.union([z.string(), z.number()]), DisplayName: z.string() }))
    .nullable(),
  AllowMultipleValues: z.boolean(),
  IsRequired: z.boolean(),
});
export type ReportParameterJson = z.infer<typeof ReportParameterSchema>;

export const CatalogReportSchema = z.object({
  Name: z.string(),
  DisplayName: z.string(),
  Description: z.string(),
  Family: z.string(),
  /** PDF 0, xls 1, xlsx 2, Word 3. */
  Formats: z.array(z.number()),
  /** Over several communities: rendered with RenderGlobalReport. */
  IsGlobal: z.boolean(),
  Parameters: z.array(ReportParameterSchema),
});
export type CatalogReportJson = z.infer<typeof CatalogReportSchema>;

const renderFields = {
  Name: z.string().trim().min(1).max(100),
  /** PDF 0 (the default), xls 1, xlsx 2, Word 3. */
  Format: z.literal([0, 1, 2, 3]).default(0),
  /** The parameter values by name: D 'YYYY-MM-DD', I integers, several values as an array. */
  Parameters: z
    .record(
      z.string().max(100),
      z.union([
        z.string().max(4000),
        z.number(),
        z.boolean(),
        z.null(),
        z.array(z.union([z.string().max(4000), z.number()])).max(1000),
      ]),
    )
    .default({}),
};

export const RenderReportBody = z.strictObject({
  ...renderFields,
  CommunityAgentId: entityId,
});
export type RenderReportBody = z.input<typeof RenderReportBody>;

const frequencies = ScheduleFrequencies.map((f) => f.Frequency) as [
  ScheduleFrequencyCode,
  ...ScheduleFrequencyCode[],
];
const scheduleTime = z.iso.datetime({ offset: true });

/**
 * When a scheduled report runs (spec 3 §3 'Job schedule', §7 'Schedule'): its times are read on its
 * community's clock (TimeZoneId); a date alone is its midnight there.
 */
const ScheduleSchema = z.strictObject({
  JobScheduleName: z
    .string()
    .trim()
    .min(1, JobScheduleMessages.nameRequired)
    .max(MaxJobScheduleNameLength, JobScheduleMessages.nameTooLong),
  StartDate: isoDate.optional(),
  StartDateTime: scheduleTime.optional(),
  /** O once (the default), H hourly, D daily, W weekly, M monthly, Q quarterly, S half-yearly, Y yearly. */
  Frequency: z.enum(frequencies).default(DefaultScheduleFrequency),
  /**
   * The weekdays a schedule runs on: Sunday 1 … Saturday 64 (127: all); weekly's one day; 62 on
   * once … yearly excludes weekends (a run on one moves to Monday). See nextScheduleRun.
   */
  Mask: z.number().int().min(1, JobScheduleMessages.noDay).max(AllDaysMask).default(AllDaysMask),
  EndDate: isoDate.nullable().optional(),
  EndDateTime: scheduleTime.nullable().optional(),
  /** Monthly … yearly: the day of the month it runs on; absent or null: the start's day. */
  DayOfMonth: z.number().int().nullable().default(null),
  /** Once, monthly … yearly: a run that falls on a weekend moves to Monday. */
  excludeWeekends: z.boolean().default(false),
});

export type ReportSchedule = z.output<typeof ScheduleSchema>;

export const ScheduleReportBody = z.strictObject({
  reportName: renderFields.Name,
  format: renderFields.Format,
  recipient: z.email().trim().max(254),
  schedule: ScheduleSchema,
  parameters: renderFields.Parameters,
  CommunityAgentId: entityId,
  /** Sent by the report screen; the balances are always calculated one way here. */
  arBalanceCalculationRefactor: z.boolean().optional(),
});

/** A scheduled report: its job schedule (job 1 Reports, or 21 Report packages) outside a workflow. */
export const ScheduledReportSchema = z.object({
  /** Its job schedule's id (JobSchedule/SetEnabled, RunNow and the runs take it). */
  ScheduledReportId: z.number(),
  reportName: z.string(),
  /** A report package's schedule (the package scheduler); null for a report's. */
  ReportPackageId: z.number().nullable(),
  format: z.number(),
  recipient: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  CommunityAgentId: z.number(),
  /** Who scheduled it: the report runs with their access at run time. */
  UserId: z.number(),
  schedule: z.object({
    JobScheduleName: z.string(),
    Frequency: z.string(),
    Mask: z.number(),
    StartDateTime: z.string(),
    EndDateTime: z.string().nullable(),
    DayOfMonth: z.number().nullable(),
    excludeWeekends: z.boolean(),
  }),
  /** Whether it runs (JobSchedule/SetEnabled); a new one is enabled. */
  Enabled: z.boolean(),
  /** Suspended after three failed runs in a row, until enabled again. */
  IsQuarantined: z.boolean(),
  /** The next run; null once a one-time schedule has run, it has ended, or it is off. */
  NextRunDateTime: z.string().nullable(),
  LastRunDateTime: z.string().nullable(),
  /** Why the last run sent nothing; null when it was sent. */
  LastError: z.string().nullable(),
});
export type ScheduledReportJson = z.infer<typeof ScheduledReportSchema>;

const mimeTypes = ReportAnswerTypes.filter((t) => t !== 'application/json');
const reportFile = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The report file' });

export const reportCatalogue = {
  GetReportCatalogue: endpoint({
    method: 'GET',
    path: '/api/Report/GetReportCatalogue',
    summary:
      'The reports the caller may run, by family, with their formats and parameters (Name, DisplayName, DataType D/I…, Value, RawValue, IsVisible, DataSource, AllowMultipleValues); search: a case-insensitive part of the display name; communityAgentId: the community whose codes and lockbox batches the parameters list',
    query: z.strictObject({
      search: z.string().trim().max(100).optional(),
      communityAgentId: idParam.optional(),
    }),
    response: z.array(CatalogReportSchema),
  }),
  RenderReport: endpoint({
    method: 'POST',
    path: '/api/Report/RenderReport',
    summary:
      'One community’s report by name rendered as a file (PDF 0, xls 1, xlsx 2, Word 3), its parameters checked against the catalogue',
    body: RenderReportBody,
    response: reportFile,
    download: mimeTypes,
  }),
  RenderAndAttachReport: endpoint({
    method: 'POST',
    path: '/api/Report/RenderAndAttachReport',
    summary:
      'A report rendered as RenderReport does and kept as an attachment on each agent of Attachment.AgentList',
    body: RenderReportBody.extend({
      Attachment: z.strictObject({
        AttachmentName: z.string().trim().max(200).optional(),
        /** The file's type, as the format gives it; sent for the record. */
        MimeType: z.string().max(200).optional(),
        AgentList: z.array(entityId).min(1).max(100),
      }),
    }),
    response: z.object({
      AttachmentId: z.number(),
      AttachmentName: z.string(),
      MimeType: z.string(),
      AgentList: z.array(z.number()),
    }),
  }),
  RenderGlobalReport: endpoint({
    method: 'POST',
    path: '/api/Report/RenderGlobalReport',
    summary:
      'A report over several communities (agentIds; null: all the caller’s) rendered as a file',
    body: z.strictObject({
      ...renderFields,
      AgentIds: z.array(entityId).max(1000).nullable().default(null),
    }),
    response: reportFile,
    download: mimeTypes,
  }),
  ScheduleReport: endpoint({
    method: 'POST',
    path: '/api/Report/ScheduleReport',
    summary:
      'One community’s report by name scheduled: rendered as the caller on the schedule and mailed to the recipient with the file attached',
    /** The claim of job 1 (Reports, JobStepClaims): a scheduled report is its job schedule. */
    access: { claim: 'glaccounts', level: 'read' },
    body: ScheduleReportBody,
    response: ScheduledReportSchema,
  }),
  GetScheduledReports: endpoint({
    method: 'GET',
    path: '/api/Report/GetScheduledReports',
    summary:
      'The caller’s scheduled reports (of one community when asked), next run first, with their last run and why it sent nothing',
    query: z.strictObject({ communityAgentId: idParam.optional() }),
    response: z.array(ScheduledReportSchema),
  }),
  DeleteScheduledReport: endpoint({
    method: 'DELETE',
    path: '/api/Report/DeleteScheduledReport/:id',
    summary: 'Delete one of the caller’s scheduled reports: it runs no more',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
};
