import type { ValidationExportStep } from '@hoa/contract';
import { validationLayoutOf, ValidationFileJobIds } from '@hoa/domain';
import { exportValidationFile } from '../../bank-integration/index';
import { deliverFileIn } from './deliver-file';
import { emptyOutcome, type JobStep } from './types';

/**
 * Validation export (jobs 9, 12, 16-20): the lockbox validation file of the bank's selected
 * accounts in the job's layout, made by the Export call of that layout, kept and mailed to the
 * recipient.
 */
function validationStep(jobId: number): JobStep {
  return {
    async first(ctx, input) {
      const step = input.params as ValidationExportStep;
      const file = await exportValidationFile(
        ctx,
        { BankId: step.BankId, Candidates: step.Candidates },
        validationLayoutOf(jobId),
      );
      const delivered = input.preview
        ? {
            files: [{ storageKey: null, fileName: file.FileName }],
            mails: input.recipient ? [input.recipient] : [],
          }
        : await deliverFileIn(ctx, input, {
            body: Buffer.from(file.Content, 'utf8'),
            contentType: 'text/plain',
            fileName: file.FileName,
          });
      return { ...emptyOutcome(), ownersCount: file.RowCount, ...delivered };
    },
  };
}

export const validationExportSteps: Readonly<Record<number, JobStep>> = Object.fromEntries(
  ValidationFileJobIds.map((id) => [id, validationStep(id)]),
);
