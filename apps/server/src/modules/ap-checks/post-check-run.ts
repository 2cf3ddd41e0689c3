import { queryRows, sql } from '@hoa/db';
import {
  applyCredits,
  ApPaymentMethod,
  CheckMessages as M,
  checkNumbers,
  planChecks,
  TxnTypeId,
  type PlannedCheck,
} from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { payInvoices } from '../payables/index';
import { checkBank, checkNumbersTaken, type CheckBank } from './check-queries';
import { openCreditsByVendor, recordCreditApplications } from './check-credits';
import { payableInvoices } from './payable-invoices';
import { idArray } from '../../sql/index';

export interface CheckRunInput {
  communityAgentId: number;
  bankAccountId: number;
  checkDate: string;
  invoiceItemIds: readonly number[];
  /** Take the vendors' open credit memos off their (combined) checks. */
  applyCredits?: boolean;
}

export interface PostedCheckRun {
  runId: number;
  bank: CheckBank;
  checks: (PlannedCheck<PlannedInvoice> & {
    checkNumber: string;
    itemId: number;
    creditCents: number;
  })[];
}

interface PlannedInvoice {
  itemId: number;
  vendorAgentId: number;
  vendorName: string;
  txnTypeId: number;
  invoiceNumber: string;
  invoiceDate: string | null;
  amountCents: number;
}

/** Takes `count` check numbers of the bank account, the row locked while it advances. */
async function takeCheckNumbers(ctx: RequestContext, bankAccountId: number, count: number) {
  const [row] = await queryRows<{ first: number }>(
    ctx.tx,
    sql`update bank_accounts set next_check_number = next_check_number + ${count}::int
         where id = ${bankAccountId}::bigint
        returning (next_check_number - ${count}::int) as first`,
  );
  try {
    return checkNumbers(row?.first ?? 0, count);
  } catch {
    throw appError('PayablesCheckNumbersExhausted');
  }
}

/**
 * The posting half of a check run (57): the chosen approved, unpaid invoices become one check per
 * vendor (separate-check invoices on their own), numbered from the bank account's next check
 * number, and are paid in one set-based payInvoices call under an ap_check_runs row.
 */
export async function postCheckRun(
  ctx: RequestContext,
  input: CheckRunInput,
): Promise<PostedCheckRun> {
  const bank = await checkBank(ctx, input.communityAgentId, input.bankAccountId);
  if (!bank) throw badRequest(M.bankAccountRequired);
  const ids = [...new Set(input.invoiceItemIds)];
  if (ids.length === 0) throw badRequest(M.noInvoices);
  const open = await payableInvoices(
    ctx.tx,
    input.communityAgentId,
    sql`v.item_id = any(${idArray(ids)})`,
  );
  if (open.length !== ids.length) throw appError('PayablesInvoiceNotPayable');
  const plan = planChecks<PlannedInvoice>(
    open.map((inv) => ({
      itemId: inv.ItemId,
      vendorAgentId: inv.VendorAgentId,
      vendorName: inv.VendorDisplayName,
      txnTypeId: inv.TxnTypeId,
      invoiceNumber: inv.InvoiceNumber ?? String(inv.ItemId),
      invoiceDate: inv.InvoiceDate,
      amountCents: inv.OpenAmount,
    })),
  );
  const credits = input.applyCredits
    ? await openCreditsByVendor(ctx, bank.communityAgentId, [
        ...new Set(plan.map((c) => c.vendorAgentId)),
      ])
    : new Map<number, never[]>();
  const splits = plan.map((check) =>
    applyCredits(
      check.invoices,
      check.txnTypeId === TxnTypeId.PrintChecks ? (credits.get(check.vendorAgentId) ?? []) : [],
    ),
  );
  const amounts = plan.map((check, i) => check.amountCents - (splits[i]?.creditCents ?? 0));
  const numbers = await takeCheckNumbers(ctx, bank.id, plan.length);
  if (await checkNumbersTaken(ctx, bank.id, numbers)) throw appError('PayablesCheckNumberTaken');
  const [run] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into ap_check_runs (company_id, community_agent_id, bank_account_id, check_date,
                                   check_count, total_cents, created_by_user_id)
        values (${ctx.user.companyId}::bigint, ${bank.communityAgentId}::bigint, ${bank.id}::bigint,
                ${input.checkDate}::date, ${plan.length}::int,
                ${amounts.reduce((sum, a) => sum + a, 0)}::bigint, ${ctx.user.userId}::bigint)
        returning id::int8 as id`,
  );
  if (!run) throw new Error('check run not stored');
  const stored = await payInvoices(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    plan.map((check, i) => ({
      communityAgentId: bank.communityAgentId,
      bankAccountId: bank.id,
      vendorAgentId: check.vendorAgentId,
      txnTypeId: check.txnTypeId,
      method: ApPaymentMethod.PrintedCheck,
      checkNumber: numbers[i] ?? null,
      paymentDate: input.checkDate,
      checkRunId: run.id,
      invoices: splits[i]?.cash ?? [],
    })),
  );
  await recordCreditApplications(
    ctx,
    splits.flatMap((split, i) =>
      split.applications.map((a) => ({ ...a, paymentId: stored[i]?.paymentId ?? 0 })),
    ),
  );
  return {
    runId: run.id,
    bank,
    checks: plan.map((check, i) => ({
      ...check,
      amountCents: amounts[i] ?? 0,
      creditCents: splits[i]?.creditCents ?? 0,
      checkNumber: numbers[i] ?? '',
      itemId: stored[i]?.itemId ?? 0,
    })),
  };
}
