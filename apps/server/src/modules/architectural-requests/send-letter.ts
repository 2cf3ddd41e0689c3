import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { sendHistoryLetter } from './letters';
import { readArchitecturalView, requireArchitecturalRequest } from './request-rows';

type SendLetter = typeof contract.architecturalRequests.sendLetter;

/**
 * ArchitecturalRequest/sendLetter: a status history's letter to the owner as a message batch (by
 * the owner's delivery preference); a letter that was held (a disapproval without its reasons or
 * procedure, no template) is refused with the reason.
 */
export async function sendLetter(
  ctx: RequestContext,
  { body }: InputOf<SendLetter>,
): Promise<ResponseOf<SendLetter>> {
  const request = await requireArchitecturalRequest(ctx, body.itemId, 'update');
  await sendHistoryLetter(ctx, request, body.architecturalRequestStatusHistoryId);
  return readArchitecturalView(ctx, body.itemId);
}
