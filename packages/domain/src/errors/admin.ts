import { CustomReportMessages } from '../custom-statements';
import { CommunityTransferMessages as T } from '../community-transfer';
import { DataBrowserMessages } from '../data-browser';
import { CommunityUserMessages } from '../community-users';
import { detail, type ErrorSpec } from './error-spec';

/** Administration: roles, settings, custom fields, filtered views, attachments, portfolio. */
export const AdminErrors = {
  CommunityUserNotOnList: { status: 409, message: CommunityUserMessages.notOnList },
  CommunityTransferKeyInvalid: { status: 409, message: T.keyInvalid },
  CommunityTransferStepOutOfOrder: { status: 409, message: T.stepOutOfOrder },
  CommunityTransferDateRequired: { status: 400, message: T.transferDateRequired },
  CommunityTransferNotInProgress: { status: 409, message: T.notInProgress },
  /** The move refused by the database (a moved row names one that stays): nothing moved. */
  CommunityTransferRefused: { status: 409, message: T.refused },
  EngageNotConfigured: {
    status: 409,
    message:
      'Single sign-on to the engagement site is not configured: the server needs ENGAGE_URL and ENGAGE_SSO_SECRET.',
  },
  UnknownFeatureFlag: {
    status: 400,
    message: (flags: readonly string[]) => `Unknown feature flag: ${flags.join(', ')}.`,
  },
  RoleNotFound: { status: 404, message: 'Role not found.' },
  UnknownClaim: {
    status: 400,
    message: (claims: readonly string[]) => `Unknown claim: ${claims.join(', ')}.`,
  },
  ClaimListedTwice: { status: 400, message: 'A claim is listed twice.' },
  UserNotFound: { status: 404, message: 'User not found.' },
  FieldNotFound: { status: 404, message: 'Field not found.' },
  FieldListedTwice: { status: 400, message: 'A field is listed twice.' },
  CategoryNotFound: { status: 404, message: 'Category not found.' },
  FilteredViewCannotMove: {
    status: 400,
    message: 'A filtered view cannot move to another screen.',
  },
  FilteredViewNotFound: { status: 404, message: 'The filtered view was not found.' },
  EnhancedReportNotFound: { status: 404, message: 'The saved report was not found.' },
  EnhancedReportNameTaken: {
    status: 409,
    message: (name: string) => `You already have a saved report named “${name}”: overwrite it.`,
  },
  CustomReportNotFound: { status: 404, message: 'The custom report was not found.' },
  CustomReportNameTaken: { status: 409, message: CustomReportMessages.nameTaken },
  CustomReportNotFinancial: {
    status: 400,
    message: 'This custom report is not a financial statement.',
  },
  CustomReportNotPortfolio: {
    status: 400,
    message: 'This custom report is not a portfolio report.',
  },
  UnknownReport: { status: 400, message: (name: string) => `There is no report named “${name}”.` },
  ReportDefinitionInvalid: { status: 400, message: detail },
  ReportParametersInvalid: { status: 400, message: detail },
  DefaultReportNeedsReportName: {
    status: 400,
    message: 'includeDefaultReport needs the reportName.',
  },
  ReportPackageNotFound: { status: 404, message: 'The report package was not found.' },
  ReportPackageNameTaken: {
    status: 409,
    message: (name: string) => `There is already a report package named “${name}”.`,
  },
  ReportPackageFormat: { status: 400, message: 'Packages support PDF and Excel xlsx only.' },
  ReportPackageEmpty: {
    status: 400,
    message: 'A report package needs at least one report or PDF.',
  },
  ReportPackageNoReport: {
    status: 400,
    message:
      'A report package needs at least one report to be scheduled or rendered as a workbook.',
  },
  ReportPackageFileWrongType: { status: 400, message: detail },
  ReportPackageCommunityMismatch: {
    status: 400,
    message:
      'Parameters.CommunityAgentId must be the CommunityAgentId the package is scheduled for.',
  },
  CommunityNotAvailable: { status: 400, message: 'The community is not available.' },
  VendorListedTwice: { status: 400, message: 'A vendor is listed twice.' },
  AttachmentTooManyTags: {
    status: 400,
    message: (max: number) => `An attachment can have at most ${max} tags.`,
  },
  AttachmentFileMissing: { status: 404, message: 'The file of this attachment is missing.' },
  AttachmentTooLarge: { status: 413, message: detail },
  AttachmentWrongType: { status: 415, message: detail },
  DataSourceUnknown: { status: 404, message: DataBrowserMessages.unknownSource },
  DataColumnUnknown: { status: 400, message: DataBrowserMessages.unknownColumn },
  /** A filter the column's kind cannot take (the enhanced reports' texts). */
  DataFilterInvalid: { status: 400, message: detail },
  DataExportTooLarge: { status: 400, message: DataBrowserMessages.exportTooLarge },
} as const satisfies Record<string, ErrorSpec>;
