import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ApPaymentMethod, CheckMessages as M, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { payInvoices } from '../payables/index';
import { checkBank, checkNumbersTaken, readCheck } from './check-queries';
import { payableInvoices } from './payable-invoices';
import { idArray } from '../../sql/index';

type HandwrittenCheck = typeof contract.apChecks.HandwrittenCheck;

/**
 * AccountsPayable/HandwrittenCheck: a check written by hand (55) with the number the user gives,
 * over open invoices of one vendor, posted at once. A separate-check invoice (90) is paid alone
 * (the check is then of type 90). A check number already used on the bank account is refused.
 */
export async function handwrittenCheck(
  ctx: RequestContext,
  { body }: InputOf<HandwrittenCheck>,
): Promise<ResponseOf<HandwrittenCheck>> {
  requireClaim(ctx, 'apprintchecks', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const bank = await checkBank(ctx, body.CommunityAgentId, body.BankAccountId);
  if (!bank) throw badRequest(M.bankAccountRequired);
  const ids = [...new Set(body.InvoiceItemIds)];
  const open = await payableInvoices(
    ctx.tx,
    body.CommunityAgentId,
    sql`v.item_id = any(${idArray(ids)})`,
  );
  if (open.length !== ids.length) throw appError('PayablesInvoiceNotPayable');
  const vendors = new Set(open.map((inv) => inv.VendorAgentId));
  const [first] = open;
  if (!first || vendors.size !== 1) throw badRequest(M.oneVendor);
  const separate = open.some((inv) => inv.TxnTypeId === TxnTypeId.SeparateCheck);
  if (separate && open.length > 1) throw badRequest(M.separateAlone);
  // The bank account row is locked, so two checks of the same number cannot both pass the test.
  await ctx.tx.execute(sql`select id from bank_accounts where id = ${bank.id}::bigint for update`);
  if (await checkNumbersTaken(ctx, bank.id, [body.CheckNumber])) {
    throw appError('PayablesCheckNumberTaken');
  }
  const [stored] = await payInvoices(ctx.tx, ctx.user.companyId, ctx.user.userId, [
    {
      communityAgentId: bank.communityAgentId,
      bankAccountId: bank.id,
      vendorAgentId: first.VendorAgentId,
      txnTypeId: separate ? TxnTypeId.SeparateCheck : TxnTypeId.HandwrittenCheck,
      method: ApPaymentMethod.HandwrittenCheck,
      checkNumber: body.CheckNumber,
      paymentDate: body.CheckDate,
      invoices: open.map((inv) => ({ itemId: inv.ItemId, amountCents: inv.OpenAmount })),
    },
  ]);
  return readCheck(ctx, stored?.itemId ?? 0);
}
