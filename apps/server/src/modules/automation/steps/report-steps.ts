import type { ReportPackageStep, ReportStep } from '@hoa/contract';
import type { ReportFormat } from '../../../documents/index';
import { buildCatalogReport, renderCatalogReport } from '../../report-catalogue/index';
import { renderPackageFile } from '../../report-packages/index';
import { deliverFile } from './deliver-file';
import { emptyOutcome, type JobStep } from './types';

const FormatExtensions = ['pdf', 'xls', 'xlsx', 'docx'];

/**
 * Reports (job 1): a catalogue report of the community rendered as RenderReport renders it, as
 * the user the job runs as (their access at run time), mailed to the recipient.
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
    const file = await renderCatalogReport(input.runAs, {
      name: step.Name,
      format: input.format as ReportFormat,
      params: step.Parameters,
      target: { communityAgentId: input.communityAgentId },
    });
    return deliverFile(input, file);
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
