import { queryRows, sql, type Tx } from '@hoa/db';
import {
  ApPaymentMethod,
  ApPaymentStatus,
  checkNumberFits,
  checkNumberProblem,
  pendingCheckNumbersDoNotFit,
  type PositivePayLayout,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import { idArray } from '../../sql/index';

/** Locks the bank account rows in id order: enrolment in a layout and issuing checks take turns. */
async function lockBankAccounts(tx: Tx, ids: readonly number[], mode: 'share' | 'update') {
  const lock = mode === 'share' ? sql`for share` : sql`for update`;
  await tx.execute(
    sql`select id from bank_accounts where id = any(${idArray(ids)}) order by id ${lock}`,
  );
}

/**
 * Refuses (400, naming the check number and the layout's rule) check numbers about to be issued
 * on bank accounts enrolled for positive pay that their layout cannot carry unchanged, so that
 * no file is ever written with a different check or refused by the bank. Every path that gives a
 * check its number goes through payInvoices, which calls this. The accounts' rows are share
 * locked first, so a concurrent change of layout (which locks them for update) either sees the
 * new check or is seen by it.
 */
export async function refuseUnfitCheckNumbers(
  tx: Tx,
  checks: readonly { bankAccountId: number; checkNumber: string }[],
): Promise<void> {
  if (checks.length === 0) return;
  const ids = checks.map((c) => c.bankAccountId);
  await lockBankAccounts(tx, ids, 'share');
  const enrolled = await queryRows<{ id: number; layout: PositivePayLayout }>(
    tx,
    sql`select bank_account_id::int8 as id, layout from positive_pay_enrollments
         where is_enabled and bank_account_id = any(${idArray(ids)})`,
  );
  const layoutOf = new Map(enrolled.map((e) => [e.id, e.layout]));
  for (const check of checks) {
    const layout = layoutOf.get(check.bankAccountId);
    const problem = layout ? checkNumberProblem(layout, check.checkNumber) : null;
    if (problem) throw badRequest(problem);
  }
}

/**
 * The checks of the accounts the bank may still be sent: those whose record is not yet sent (as
 * issued, or as void when voided) and the outstanding ones, whose void would be sent.
 */
function pendingChecks(tx: Tx, accountIds: readonly number[]) {
  return queryRows<{ bankAccountId: number; checkNumber: string }>(
    tx,
    sql`select p.bank_account_id::int8 as "bankAccountId", p.check_number as "checkNumber"
          from ap_payments p
         where p.bank_account_id = any(${idArray(accountIds)})
           and p.method in (${ApPaymentMethod.PrintedCheck}, ${ApPaymentMethod.HandwrittenCheck})
           and p.check_number is not null
           and (p.status = ${ApPaymentStatus.Issued}
                or not exists (select 1 from positive_pay_send_checks c
                                where c.payment_id = p.id
                                  and c.record = case when p.status = ${ApPaymentStatus.Voided}
                                                      then 'V' else 'I' end))
         order by p.bank_account_id, p.payment_date, p.id`,
  );
}

/**
 * Refuses (400) enrolling accounts in a layout that checks the bank may still be sent cannot be
 * written in: the message names the first such check number and the rule, and how many more.
 * The accounts' rows are locked for update first (see refuseUnfitCheckNumbers).
 */
export async function refuseLayoutForPendingChecks(
  tx: Tx,
  accounts: readonly { id: number; layout: PositivePayLayout; enabled: boolean }[],
): Promise<void> {
  if (accounts.length === 0) return;
  await lockBankAccounts(
    tx,
    accounts.map((a) => a.id),
    'update',
  );
  const enabled = accounts.filter((a) => a.enabled);
  if (enabled.length === 0) return;
  const layoutOf = new Map(enabled.map((a) => [a.id, a.layout]));
  const checks = await pendingChecks(
    tx,
    enabled.map((a) => a.id),
  );
  const unfit = new Map<PositivePayLayout, Set<string>>();
  for (const check of checks) {
    const layout = layoutOf.get(check.bankAccountId);
    if (layout && !checkNumberFits(layout, check.checkNumber))
      unfit.set(layout, (unfit.get(layout) ?? new Set()).add(check.checkNumber));
  }
  const [found] = unfit;
  if (found) throw badRequest(pendingCheckNumbersDoNotFit(found[0], [...found[1]]));
}
