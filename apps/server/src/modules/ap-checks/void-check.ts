import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CheckMessages as M } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { voidPayments } from '../payables/index';
import { readCheck } from './check-queries';

type VoidCheck = typeof contract.apChecks.VoidCheck;

interface PaymentRow {
  id: number;
  community: number;
}

/**
 * AccountsPayable/VoidCheck: a void check item (59) on the void date reverses the check's ledger
 * lines (cash debited back, accounts payable credited back); the payment is marked voided and
 * what it paid is owed again (the invoices posted, 4, and payable). A voided check cannot be
 * voided again (removal rule 'Print check voided').
 */
export async function voidCheck(
  ctx: RequestContext,
  { body }: InputOf<VoidCheck>,
): Promise<ResponseOf<VoidCheck>> {
  requireClaim(ctx, 'apvoidchecks', 'create');
  const [payment] = await queryRows<PaymentRow>(
    ctx.tx,
    sql`select id::int8 as id, community_agent_id::int8 as community
          from ap_payments where item_id = ${body.ItemId}::bigint and method in (1, 2)
`,
  );
  if (!payment) throw notFound(M.notACheck);
  await requireCommunity(ctx, payment.community);
  await voidPayments(ctx.tx, ctx.user.companyId, ctx.user.userId, [payment.id], body.VoidDate, {
    digitalStatus: null,
  });
  return readCheck(ctx, body.ItemId);
}
