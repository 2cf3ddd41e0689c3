import { FileTypes, MaxReportPackageItems, MaxReportPackageNameLength } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, SuccessResponse } from '../fields';
import { UploadedFileSchema } from './attachments';
import {
  RenderReportBody,
  ScheduledReportSchema,
  ScheduleReportBody,
  reportCatalogue,
} from './report-catalogue';

// Report packages (spec 3 §3 'Report package: ReportPackageId, DisplayName', §7 'POST
// /Report/RenderPackage, RenderAllPackages, RenderAndAttachPackage', the report package scheduler
// and its step output 'Report packages: (CommunityAgentId,) Format 0, Name, Parameters
// {CommunityAgentId, ReportPackageId}, Recipient'; issue 24 item 3). A package is the company's;
// the community is given when it renders.

const displayName = z.string().trim().min(1).max(MaxReportPackageNameLength);

/** An item as saved: a catalogue report with its parameters, or an uploaded PDF. */
const ReportPackageItemInput = z.discriminatedUnion('Type', [
  z.strictObject({
    Type: z.literal('Report'),
    /** The catalogue report's name (GetReportCatalogue). */
    Name: z.string().trim().min(1).max(100),
    /** Its bookmark and sheet name; the report's display name when left out. */
    DisplayName: displayName.optional(),
    /** Its parameter values as RenderReport takes them; the community is the render's. */
    Parameters: RenderReportBody.shape.Parameters,
  }),
  z.strictObject({
    Type: z.literal('Pdf'),
    /** A PDF uploaded with UploadReportPackageFile. */
    AttachmentId: entityId,
    DisplayName: displayName.optional(),
    /** Copied into a board packet's homeowner edition too; left out: the board's edition only. */
    IncludeInHomeownerEdition: z.boolean().default(false),
  }),
]);

export const ReportPackageItemSchema = z.object({
  Sequence: z.number(),
  Type: z.enum(['Report', 'Pdf']),
  DisplayName: z.string(),
  /** The report's name; null for an uploaded PDF. */
  Name: z.string().nullable(),
  /** The report's display name in the catalogue ('Balance Sheet'); null for an uploaded PDF. */
  ReportDisplayName: z.string().nullable(),
  Parameters: z.record(z.string(), z.unknown()).nullable(),
  /** The uploaded PDF; null for a report. */
  AttachmentId: z.number().nullable(),
  FileName: z.string().nullable(),
  /** An uploaded PDF copied into a board packet's homeowner edition too (false for a report). */
  IncludeInHomeownerEdition: z.boolean(),
});
export type ReportPackageItemJson = z.infer<typeof ReportPackageItemSchema>;

export const ReportPackageSchema = z.object({
  ReportPackageId: z.number(),
  DisplayName: z.string(),
  CoverImage: z.object({ AttachmentId: z.number(), FileName: z.string() }).nullable(),
  Items: z.array(ReportPackageItemSchema),
});
export type ReportPackageJson = z.infer<typeof ReportPackageSchema>;

export const ReportPackageSummarySchema = z.object({
  ReportPackageId: z.number(),
  DisplayName: z.string(),
  ReportCount: z.number(),
  PdfCount: z.number(),
  HasCoverImage: z.boolean(),
  CreatedOn: z.string(),
});

export const SaveReportPackageBody = z.strictObject({
  /** Left out: a new package. */
  ReportPackageId: entityId.optional(),
  DisplayName: displayName,
  /** A PNG or JPEG uploaded with UploadReportPackageFile; null: no cover page. */
  CoverAttachmentId: entityId.nullable().default(null),
  /** In the order they are rendered. */
  Items: z.array(ReportPackageItemInput).max(MaxReportPackageItems),
});
export type SaveReportPackageBody = z.input<typeof SaveReportPackageBody>;

/** PDF 0 or Excel xlsx 2; xls 1 and Word 3 are refused with the spec's rule. */
const packageFormat = RenderReportBody.shape.Format;

const packageRender = {
  ReportPackageId: entityId,
  Format: packageFormat,
};

const packageFile = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The package file' });

export const reportPackages = {
  GetReportPackages: endpoint({
    method: 'GET',
    path: '/api/ReportPackage/GetReportPackages',
    summary: 'The company’s report packages by name, with how many reports and PDFs each holds',
    response: z.array(ReportPackageSummarySchema),
  }),
  GetReportPackage: endpoint({
    method: 'GET',
    path: '/api/ReportPackage/GetReportPackage/:id',
    summary: 'One report package with its items in order and its cover image',
    params: z.strictObject({ id: idParam }),
    response: ReportPackageSchema,
  }),
  SaveReportPackage: endpoint({
    method: 'POST',
    path: '/api/ReportPackage/SaveReportPackage',
    summary:
      'Add or replace a report package: its name, cover image and ordered items (catalogue reports with their parameters, uploaded PDFs)',
    body: SaveReportPackageBody,
    response: ReportPackageSchema,
  }),
  DeleteReportPackage: endpoint({
    method: 'DELETE',
    path: '/api/ReportPackage/DeleteReportPackage/:id',
    summary: 'Delete a report package and its schedules',
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
  UploadReportPackageFile: endpoint({
    method: 'POST',
    path: '/api/ReportPackage/UploadReportPackageFile',
    summary:
      'Upload a PDF to place between a package’s reports, or its cover image (PNG or JPEG) (multipart/form-data)',
    body: z.strictObject({ File: UploadedFileSchema, Kind: z.enum(['Pdf', 'Cover']) }),
    response: z.object({ AttachmentId: z.number(), FileName: z.string(), MimeType: z.string() }),
  }),
  RenderPackage: endpoint({
    method: 'POST',
    path: '/api/Report/RenderPackage',
    summary:
      'A report package rendered for one community: one PDF (cover, a bookmark per item, page numbers across the file) or one workbook (a sheet per report)',
    body: z.strictObject({ ...packageRender, CommunityAgentId: entityId }),
    response: packageFile,
    download: [FileTypes.Pdf, FileTypes.Xlsx],
  }),
  RenderAllPackages: endpoint({
    method: 'POST',
    path: '/api/Report/RenderAllPackages',
    summary:
      'A report package rendered for every community of the caller: a zip of one file per community, streamed as each is rendered',
    body: z.strictObject(packageRender),
    response: packageFile,
    download: [FileTypes.Zip],
  }),
  RenderAndAttachPackage: endpoint({
    method: 'POST',
    path: '/api/Report/RenderAndAttachPackage',
    summary:
      'A report package rendered as RenderPackage does and kept as an attachment on each agent of Attachment.AgentList',
    body: z.strictObject({
      ...packageRender,
      CommunityAgentId: entityId,
      Attachment: reportCatalogue.RenderAndAttachReport.body.shape.Attachment,
    }),
    response: reportCatalogue.RenderAndAttachReport.response,
  }),
  ScheduleReportPackage: endpoint({
    method: 'POST',
    path: '/api/Report/ScheduleReportPackage',
    summary:
      'The report package scheduler: a package rendered for a community as the caller on the schedule and mailed to the recipient',
    /** The claim of job 21 (Report packages, JobStepClaims): the schedule is its job schedule. */
    access: { claim: 'glaccounts', level: 'read' },
    body: z.strictObject({
      CommunityAgentId: entityId,
      Format: packageFormat,
      /** The job's name for the step; the package's name when left out. */
      Name: displayName.optional(),
      Parameters: z.strictObject({ CommunityAgentId: entityId, ReportPackageId: entityId }),
      Recipient: ScheduleReportBody.shape.recipient,
      schedule: ScheduleReportBody.shape.schedule,
    }),
    response: ScheduledReportSchema,
  }),
};
