import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  isBusinessDate,
  isValidIsoDate,
  JournalEntryMessages as M,
  localDay,
  postDateConfirmation,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { communityPeriods, postingDateProblem } from './ledger-periods';

type ValidatePostDate = typeof contract.journalEntries.ValidatePostDate;

/**
 * Post date validation, called as (community, date, 60, true): a date outside the community's
 * open periods is refused; one more than `days` from today needs the user's confirmation
 * (allowConfirm true) or is refused (false).
 */
export async function validatePostDate(
  ctx: RequestContext,
  input: InputOf<ValidatePostDate>,
): Promise<ResponseOf<ValidatePostDate>> {
  const { communityAgentId, days, allowConfirm } = input.body;
  const postDate = input.body.postDate.trim();
  await requireCommunity(ctx, communityAgentId);
  const refuse = (errorMessage: string) => ({ IsValid: false, errorMessage, ConfirmMessage: null });
  if (!postDate) return refuse(M.postDateRequired);
  if (!isValidIsoDate(postDate) || !isBusinessDate(postDate)) return refuse(M.postDateInvalid);
  const problem = postingDateProblem(await communityPeriods(ctx.tx, communityAgentId), postDate);
  if (problem) return refuse(problem);
  const confirm = postDateConfirmation(postDate, localDay(new Date()), days);
  if (confirm && !allowConfirm) return refuse(M.farFromToday(days));
  return { IsValid: true, errorMessage: null, ConfirmMessage: confirm };
}
