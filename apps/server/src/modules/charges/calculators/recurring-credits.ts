import { sql, type SQL } from '@hoa/db';
import { CodeAccountTypeId, isRecurringCreditDue, TxnTypeId } from '@hoa/domain';
import { incomeAccountProblem, assignedOwners } from './apply-charges';
import type { ChargeCalculator } from './types';

/**
 * Recurring credits (102, feature flag recurringCredit): each assigned recurring credit code
 * credited to the property's primary owner, its flat amount, as a charge run turned around: the
 * owner's balance of the code goes down (its receivable credited) and the code's income account is
 * debited, through the same receivable posting. Due by the code accrual frequency rule inside the
 * code's start and end dates; posting sets the codes' last applied date.
 */
export const recurringCreditsCalculator: ChargeCalculator = {
  txnTypeId: TxnTypeId.RecurringCredits,
  featureFlag: 'recurringCredit',
  credits: true,
  keepsArrays: true,
  offersCode: sql`k.is_recurring_credit`,
  appliesFrequencyRule: true,
  isAutoSelected: (code, postDate) => isRecurringCreditDue(code, postDate),
  // As a charge: a code without its income account (the side debited) is refused.
  problem: incomeAccountProblem,
  ownerLines(selection: SQL) {
    return sql`select ca.community_agent_id, ca.owner_agent_id, ca.code_id,
                      k.amount_cents, false as is_debit, h.account_id
                 from (${assignedOwners(selection)}) ca
                 join codes k on k.id = ca.code_id and k.is_recurring_credit
                 join code_accounts h on h.code_id = k.id
                  and h.code_account_type_id = ${CodeAccountTypeId.Income}::smallint`;
  },
};
