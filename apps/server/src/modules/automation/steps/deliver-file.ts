import { randomUUID } from 'node:crypto';
import type { RenderedDocument } from '../../../documents/index';
import { newStorageKey } from '../../../files/file-store';
import type { RequestContext } from '../../../http/request-context';
import { queueMail } from '../../mail/index';
import type { StepInput, StepOutcome } from './types';

/**
 * A step's file kept in the file store and mailed to the job's recipient through the outbox (as
 * scheduled reports are), in the name of the user the job runs as.
 */
export function deliverFile(input: StepInput, file: StepFile): Promise<Delivered> {
  return input.runAs((ctx) => deliverFileIn(ctx, input, file));
}

type StepFile = Pick<RenderedDocument, 'body' | 'contentType' | 'fileName'>;
type Delivered = Pick<StepOutcome, 'files' | 'mails'>;

/** deliverFile in a transaction the step already holds. */
export async function deliverFileIn(
  ctx: RequestContext,
  input: StepInput,
  file: StepFile,
): Promise<Delivered> {
  {
    const storageKey = newStorageKey(ctx.user.companyId, randomUUID());
    await input.files.put(storageKey, file.body, file.contentType);
    const recipient = input.recipient;
    if (recipient) {
      await queueMail(ctx.tx, ctx.user.companyId, ctx.user.userId, [
        {
          toAddress: recipient,
          toUserId: null,
          kind: 'automation',
          subject: input.name,
          body: `The file of the job '${input.name}' is attached.`,
          attachments: [{ storageKey, fileName: file.fileName, contentType: file.contentType }],
        },
      ]);
    }
    return {
      files: [{ storageKey, fileName: file.fileName }],
      mails: recipient ? [recipient] : [],
    };
  }
}
