import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { chargeSettings } from './get-settings';

type GetSettingsAsync = typeof contract.charges.GetSettingsAsync;

/**
 * GetSettingsAsync: GetSettings as the apply-charges screens call it when recurring credit is
 * enabled (spec 3 §7). Recurring credits (102) need the company's flag and enableRecurringCredit
 * (403 otherwise), and their Codes are the recurring credit codes due on the date (inside their
 * dates, allowed by their frequency); other types answer as GetSettings.
 */
export async function getSettingsAsync(
  ctx: RequestContext,
  input: InputOf<GetSettingsAsync>,
): Promise<ResponseOf<GetSettingsAsync>> {
  const { enableRecurringCredit, ...query } = input.query;
  if (query.topsTxnTypeId !== TxnTypeId.RecurringCredits) return chargeSettings(ctx, query);
  if (!enableRecurringCredit) throw appError('RecurringCreditOff');
  const settings = await chargeSettings(ctx, query);
  return { ...settings, Codes: settings.Codes.filter((code) => code.IsSelected) };
}
