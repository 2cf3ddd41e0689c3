// The charge runs by transaction type. To add one (late fee 41, interest 42, collection 53): write
// calculators/<type>.ts exporting a ChargeCalculator and add it to this list; Accrue, settings,
// review, edit and post then serve it. Runs with their own inputs call accrueChargeRun with a
// calculator built per request (modules/charges/index.ts).
import { applyChargesCalculator } from './apply-charges';
import { prepaidsCalculator } from './prepaids';
import { collectionCalculator } from './collection';
import { interestCalculator } from './interest';
import { lateFeeCalculator } from './late-fee';
import { recurringCreditsCalculator } from './recurring-credits';
import type { ChargeCalculator } from './types';
import { appError } from '../../../http/errors';
import type { RequestContext } from '../../../http/request-context';

const calculators: readonly ChargeCalculator[] = [
  applyChargesCalculator,
  prepaidsCalculator,
  lateFeeCalculator,
  interestCalculator,
  collectionCalculator,
  recurringCreditsCalculator,
];

export function chargeCalculator(txnTypeId: number): ChargeCalculator | undefined {
  return calculators.find((c) => c.txnTypeId === txnTypeId);
}

export const chargeRunTxnTypeIds = (): number[] => calculators.map((c) => c.txnTypeId);

/** Refuses a run whose feature flag the company has off (recurring credits 102). */
export function requireRunFlag(ctx: RequestContext, calculator: ChargeCalculator): void {
  if (
    calculator.featureFlag !== undefined &&
    ctx.user.featureFlags[calculator.featureFlag] !== true
  ) {
    throw appError('RecurringCreditOff');
  }
}

export type { ChargeCalculator } from './types';
