import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { vendorRecipients } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { addEmailHistory, readEmailHistory } from './email-history';
import { requireWorkOrderFacts } from './work-order-facts';

type CreateEmailHistoryAsync = typeof contract.workOrderVendors.CreateEmailHistoryAsync;

/**
 * WorkOrder/CreateEmailHistoryAsync: records in the history an email of the work order sent
 * outside the application (no outbox mail, no PDF), the addresses checked as for a send.
 */
export async function createEmailHistory(
  ctx: RequestContext,
  { body }: InputOf<CreateEmailHistoryAsync>,
): Promise<ResponseOf<CreateEmailHistoryAsync>> {
  await requireWorkOrderFacts(ctx, body.itemId, 'update');
  const checked = vendorRecipients(body.recipients, body.cc);
  if (!checked.ok) throw badRequest(checked.message);
  await addEmailHistory(ctx, {
    itemId: body.itemId,
    companyName: body.companyName,
    recipients: checked.recipients,
    cc: checked.cc,
    attachmentId: null,
    mailOutboxId: null,
  });
  return readEmailHistory(ctx, body.itemId);
}
