import type { ReportPackageStep, ReportStep } from '@hoa/contract';
import { FileTypes, formatDateTime, ReportFormatId } from '@hoa/domain';
import {
  renderPackageJob,
  renderReport,
  reportFileName,
  type ReportFormat,
} from '../../../documents/index';
import { smartBankingStatementReports } from '../../bank-statements/index';
import { buildCatalogReport } from '../../report-catalogue/index';
import { renderPackageFile } from '../../report-packages/index';
import { deliverFile } from './deliver-file';
import { emptyOutcome, type JobStep } from './types';

const FormatExtensions = ['pdf', 'xls', 'xlsx', 'docx'];

/**
 * Reports (job 1): a catalogue report of the community rendered as RenderReport renders it, as
 * the user the job runs as (their access at run time), mailed to the recipient; a PDF asked with
 * IncludeSmartBankingStatements has the community's latest bank statements appended (those the
 * user may read; none: the report as it is).
 */
export const reportStep: JobStep = {
  async first(ctx, input) {
    const step = input.params as ReportStep;
    // The report is built (its access and parameters checked) in the run's transaction; the file
    // is rendered and mailed after it (deliver).
    await buildCatalogReport(ctx, step.Name, step.Parameters, {
      communityAgentId: input.communityAgentId,
    });
    return {
      ...emptyOutcome(),
      files: [{ storageKey: null, fileName: `${input.name}.${FormatExtensions[input.format]}` }],
      mails: input.recipient ? [input.recipient] : [],
    };
  },
  async deliver(input) {
    const step = input.params as ReportStep;
    const format = input.format as ReportFormat;
    const appends = step.IncludeSmartBankingStatements && format === ReportFormatId.Pdf;
    // Built in one transaction as the job's user, rendered after it (as RenderReport does).
    const { report, statements } = await input.runAs(async (ctx) => ({
      report: await buildCatalogReport(ctx, step.Name, step.Parameters, {
        communityAgentId: input.communityAgentId,
      }),
      statements: appends ? await smartBankingStatementReports(ctx, input.communityAgentId) : [],
    }));
    if (statements.length === 0) return deliverFile(input, await renderReport(report, format));
    // The report, then a statement each, in one PDF as a package joins its parts.
    const body = await renderPackageJob({
      Type: 'Pdf',
      parts: [report, ...statements].map((r) => ({ Type: 'Report', title: r.title, report: r })),
      title: report.title,
      printedAt: formatDateTime(new Date()),
    });
    return deliverFile(input, {
      body,
      contentType: FileTypes.Pdf,
      fileName: reportFileName(report, ReportFormatId.Pdf),
    });
  },
};

/** Report packages (job 21): the package rendered for the community as RenderPackage does. */
export const reportPackageStep: JobStep = {
  first: (_ctx, input) =>
    Promise.resolve({
      ...emptyOutcome(),
      files: [{ storageKey: null, fileName: `${input.name}.${FormatExtensions[input.format]}` }],
      mails: input.recipient ? [input.recipient] : [],
    }),
  async deliver(input) {
    const step = input.params as ReportPackageStep;
    const file = await renderPackageFile(input.runAs, input.files, {
      reportPackageId: step.Parameters.ReportPackageId,
      format: input.format,
      communityAgentId: input.communityAgentId,
    });
    return deliverFile(input, file);
  },
};
