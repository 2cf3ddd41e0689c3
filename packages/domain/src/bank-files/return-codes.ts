// ACH return codes R01-R37 (spec 2 §9, spec 3 §8): what a failed direct debit's code means and
// what to do about it. Retry rules follow the NACHA Operating Rules: a debit returned R01 or R09
// may be presented again at most twice (three presentments in all) within 180 days of the return.

export interface AchReturnCode {
  Code: string;
  Description: string;
  Detail: string;
  Suggestion: string | null;
  /** How many more times the debit may be presented; 0 when it must not be retried. */
  MaxRetries: number;
  /** The window, in days after the return, in which a retry may be sent. */
  RetryWithinDays: number | null;
}

/** R19 Amount Field Error: the amount limit of a debit entry. */
export const R19AmountLimitCents = 2_500_000;

/** Why a debit over the R19 amount limit is not sent (retried or debited by a run). */
export const R19OverLimitReason = 'R19: the amount is over the $25,000.00 limit.';

const contactProcessor = 'Contact the payment processor before trying again.';
const noRetry = (Code: string, Description: string, Detail: string, Suggestion: string | null) =>
  ({ Code, Description, Detail, Suggestion, MaxRetries: 0, RetryWithinDays: null }) as const;

export const AchReturnCodes: readonly AchReturnCode[] = [
  {
    Code: 'R01',
    Description: 'Insufficient funds',
    Detail: 'The available balance is not enough to cover the amount of the debit entry.',
    Suggestion: 'Retry up to two times within 180 days.',
    MaxRetries: 2,
    RetryWithinDays: 180,
  },
  noRetry(
    'R02',
    'Account Closed',
    'A previously active account has been closed by the customer or the bank.',
    'Ask the owner for a new bank account and enroll it again.',
  ),
  noRetry(
    'R03',
    'No Account/Unable to Locate Account',
    'The account number does not match the individual or is not an open account.',
    'Check the routing and account numbers with the owner.',
  ),
  noRetry(
    'R04',
    'Invalid Account Number',
    'The account number fails the check digit validation or has the wrong number of digits.',
    'Correct the account number before the next debit.',
  ),
  noRetry(
    'R05',
    'Unauthorized Debit to Consumer Account Using Corporate SEC Code',
    'A debit to a consumer account was sent with a corporate entry class.',
    contactProcessor,
  ),
  noRetry(
    'R06',
    'Returned per ODFI Request',
    'The originating bank asked the receiving bank to return the entry.',
    contactProcessor,
  ),
  noRetry(
    'R07',
    'Authorization Revoked by Customer',
    'The owner revoked the authorization given for this debit.',
    'Stop direct debit for this owner until a new authorization is signed.',
  ),
  noRetry(
    'R08',
    'Payment Stopped',
    'The owner asked the bank to stop payment of this debit.',
    'Contact the owner before sending another debit.',
  ),
  {
    Code: 'R09',
    Description: 'Uncollected Funds',
    Detail: 'The balance is enough but the funds are not yet collected.',
    Suggestion: 'Retry up to two times within 30 days.',
    MaxRetries: 2,
    RetryWithinDays: 30,
  },
  noRetry(
    'R10',
    'Customer Advises Unauthorized',
    'The owner says the debit was not authorized, improper or ineligible.',
    'Stop direct debit for this owner and obtain a new authorization.',
  ),
  noRetry(
    'R11',
    'Customer Advises Entry Not in Accordance with the Terms of the Authorization',
    'The debit differs from what the owner authorized (amount or date).',
    'Correct the error and send a new debit.',
  ),
  noRetry(
    'R12',
    'Account Sold to Another DFI',
    'The account was sold to another bank.',
    'Ask the owner for the new routing number.',
  ),
  noRetry(
    'R13',
    'Invalid ACH Routing Number',
    'The receiving bank is not qualified to take ACH entries.',
    'Check the routing number with the owner.',
  ),
  noRetry(
    'R14',
    'Representative Payee Deceased or Unable to Continue in That Capacity',
    'The representative payee has died or can no longer act.',
    null,
  ),
  noRetry('R15', 'Beneficiary or Account Holder Deceased', 'The account holder has died.', null),
  {
    Code: 'R16',
    Description: 'Account Frozen',
    Detail: 'The funds in the account are unavailable due to action by the bank or legal order.',
    Suggestion: 'Do not retry; collect the payment another way.',
    MaxRetries: 0,
    RetryWithinDays: null,
  },
  noRetry(
    'R17',
    'File Record Edit Criteria',
    'Fields of the entry could not be processed by the receiving bank.',
    null,
  ),
  noRetry('R18', 'Improper Effective Entry Date', 'The effective entry date is wrong.', null),
  noRetry(
    'R19',
    'Amount Field Error',
    'The amount is zero on a non-prenote entry, or exceeds the $25,000 limit.',
    'Keep each debit at or below $25,000.00.',
  ),
  noRetry(
    'R20',
    'Non-Transaction Account',
    'The account does not allow debits (for example a savings account past its limit).',
    'Ask the owner for a checking account.',
  ),
  noRetry(
    'R21',
    'Invalid Company Identification',
    'The company identification is not valid at the receiving bank.',
    null,
  ),
  noRetry(
    'R22',
    'Invalid Individual ID Number',
    'The individual identification number is not valid at the receiving bank.',
    null,
  ),
  noRetry(
    'R23',
    'Credit Entry Refused by Receiver',
    'The receiver refused the credit entry.',
    contactProcessor,
  ),
  noRetry(
    'R24',
    'Duplicate Entry',
    'The entry appears to duplicate one already received.',
    'Check whether the debit was already collected before sending it again.',
  ),
  noRetry('R25', 'Addenda Error', 'The addenda record indicator or the addenda is wrong.', null),
  noRetry('R26', 'Mandatory Field Error', 'A mandatory field holds erroneous data.', null),
  noRetry('R27', 'Trace Number Error', 'The original trace number is not valid.', null),
  noRetry(
    'R28',
    'Routing Number Check Digit Error',
    'The check digit of the routing number is not valid.',
    null,
  ),
  noRetry(
    'R29',
    'Corporate Customer Advises Not Authorized',
    'The corporate receiver says the debit was not authorized.',
    'Stop direct debit for this owner and obtain a new authorization.',
  ),
  noRetry(
    'R30',
    'RDFI Not Participant in Check Truncation Program',
    'The receiving bank does not take truncated checks. Contact the payment processor.',
    null,
  ),
  noRetry(
    'R31',
    'Permissible Return Entry (CCD and CTX only)',
    'The receiving bank agreed with the originating bank to return the entry. Contact the payment processor.',
    null,
  ),
  noRetry(
    'R32',
    'RDFI Non-Settlement',
    'The receiving bank could not settle the entry. Contact the payment processor.',
    null,
  ),
  noRetry(
    'R33',
    'Return of XCK Entry',
    'The receiving bank returned a destroyed check entry. Contact the payment processor.',
    null,
  ),
  noRetry(
    'R34',
    'Limited Participation DFI',
    'The receiving bank is limited in taking ACH entries by its regulator. Contact the payment processor.',
    null,
  ),
  noRetry(
    'R35',
    'Return of Improper Debit Entry',
    'Debits are not allowed for this entry class or to a loan account. Contact the payment processor.',
    null,
  ),
  noRetry(
    'R36',
    'Return of Improper Credit Entry',
    'Credits are not allowed for this entry class. Contact the payment processor.',
    null,
  ),
  noRetry(
    'R37',
    'Source Document Presented for Payment',
    'The check used for the entry was also presented for payment. Contact the payment processor.',
    null,
  ),
];

const byCode = new Map(AchReturnCodes.map((c) => [c.Code, c]));

export function achReturnCode(code: string): AchReturnCode | undefined {
  return byCode.get(code.trim().toUpperCase());
}

export type RetryDecision = { ok: true } | { ok: false; reason: string };

/**
 * Whether a returned debit may be presented again: the code must allow retries, the retries
 * already sent stay under its limit, the return is inside its window, and the amount keeps to
 * the R19 limit.
 */
export function canRetryDirectDebit(input: {
  returnCode: string;
  retriesSent: number;
  returnedOn: string;
  today: string;
  amountCents: number;
}): RetryDecision {
  const code = achReturnCode(input.returnCode);
  if (!code) return { ok: false, reason: `Unknown ACH return code ${input.returnCode}.` };
  if (input.amountCents > R19AmountLimitCents) return { ok: false, reason: R19OverLimitReason };
  if (code.MaxRetries === 0 || code.RetryWithinDays === null)
    return { ok: false, reason: `${code.Code} ${code.Description}: do not retry.` };
  if (input.retriesSent >= code.MaxRetries)
    return {
      ok: false,
      reason: `${code.Code}: already retried ${input.retriesSent} times (limit ${code.MaxRetries}).`,
    };
  const days =
    (Date.parse(`${input.today}T00:00:00Z`) - Date.parse(`${input.returnedOn}T00:00:00Z`)) /
    86_400_000;
  if (days > code.RetryWithinDays)
    return {
      ok: false,
      reason: `${code.Code}: the ${code.RetryWithinDays}-day retry window has passed.`,
    };
  return { ok: true };
}
