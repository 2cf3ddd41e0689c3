import type { ValidationExportStep } from '@hoa/contract';
import { JobId } from '@hoa/domain';
import { exportTopsStandardValidationFile } from '../../bank-integration/index';
import { deliverFileIn } from './deliver-file';
import { emptyOutcome, type JobStep } from './types';

/**
 * Validation export (jobs 9, 12, 16-20): the lockbox validation file of the bank's selected
 * accounts, made by the Export call of its format, kept and mailed to the recipient.
 */
function validationStep(): JobStep {
  return {
    async first(ctx, input) {
      const step = input.params as ValidationExportStep;
      const file = await exportTopsStandardValidationFile(ctx, {
        query: undefined,
        params: undefined,
        body: { BankId: step.BankId, Candidates: step.Candidates },
      });
      const delivered = input.preview
        ? {
            files: [{ storageKey: null, fileName: file.FileName }],
            mails: input.recipient ? [input.recipient] : [],
          }
        : await deliverFileIn(ctx, input, {
            body: Buffer.from(file.Content, 'utf8'),
            contentType: 'text/csv',
            fileName: file.FileName,
          });
      return { ...emptyOutcome(), ownersCount: file.RowCount, ...delivered };
    },
  };
}

export const validationExportSteps: Readonly<Record<number, JobStep>> = {
  [JobId.StandardValidation]: validationStep(),
};
