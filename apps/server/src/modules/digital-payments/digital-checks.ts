import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { DigitalPaymentStatuses, DigitalPaymentStatusId as D } from '@hoa/domain';
import { requireClaim, requireCommunity, requireCommunities } from '../../http/access';
import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readChecks } from './check-queries';
import { providerFor, sandboxFor } from './provider/index';
import { voidPayments } from '../payables/index';
import { setTransferStatus, syncTransfers } from './sync-transfers';
import { idArray, inUserCommunities } from '../../sql/index';

type S = typeof contract.digitalPayments;

const ofCommunity = (communityId: number) =>
  sql`t.payment_id in (select id from ap_payments where community_agent_id = ${communityId})`;

/** AccountsPayable/GetDigitalChecks: statuses refreshed from the provider first. */
export async function getDigitalChecks(
  ctx: RequestContext,
  { query }: InputOf<S['GetDigitalChecks']>,
): Promise<ResponseOf<S['GetDigitalChecks']>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  await syncTransfers(ctx, ofCommunity(query.communityAgentId));
  const status = query.digitalPaymentStatus ?? null;
  return readChecks(
    ctx,
    sql`p.community_agent_id = ${query.communityAgentId}
        and (${status}::int is null or coalesce(p.digital_status, 0) = ${status}::int)`,
  );
}

/** The digital payment summary: count and total per status. */
export async function getDigitalPaymentSummary(
  ctx: RequestContext,
  { query }: InputOf<S['GetDigitalPaymentSummary']>,
): Promise<ResponseOf<S['GetDigitalPaymentSummary']>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  await requireCommunity(ctx, query.CommunityAgentId);
  await syncTransfers(ctx, ofCommunity(query.CommunityAgentId));
  const rows = await queryRows<{ status: number; count: number; total: number }>(
    ctx.tx,
    sql`select coalesce(digital_status, 0)::int as status, count(*)::int as count,
               sum(amount_cents)::int8 as total
          from ap_payments where community_agent_id = ${query.CommunityAgentId} and method = 3
         group by 1`,
  );
  return DigitalPaymentStatuses.map((s) => {
    const row = rows.find((r) => r.status === s.DigitalPaymentStatusId);
    return { ...s, Count: row?.count ?? 0, Total: row?.total ?? 0 };
  });
}

async function transfersOf(ctx: RequestContext, paymentIds: readonly number[]) {
  const rows = await queryRows<{
    id: number;
    payment_id: number;
    provider_id: string;
    community: number;
  }>(
    ctx.tx,
    sql`select t.id::int8 as id, t.payment_id::int8 as payment_id, t.provider_id,
               p.community_agent_id::int8 as community
          from digital_payment_transfers t join ap_payments p on p.id = t.payment_id
         where t.payment_id = any(${idArray(paymentIds)})`,
  );
  if (rows.length !== new Set(paymentIds).size) throw notFound();
  await requireCommunities(
    ctx,
    rows.map((r) => r.community),
  );
  return rows;
}

/** AccountsPayable/DeleteDigitalChecks: only checks not yet in process; each is reversed. */
export async function deleteDigitalChecks(
  ctx: RequestContext,
  { body }: InputOf<S['DeleteDigitalChecks']>,
): Promise<ResponseOf<S['DeleteDigitalChecks']>> {
  requireClaim(ctx, 'apprintchecks', 'delete');
  const transfers = await transfersOf(ctx, body.PaymentIds);
  await syncTransfers(ctx, sql`t.id = any(${idArray(transfers.map((t) => t.id))})`);
  const provider = providerFor(ctx);
  for (const t of transfers) {
    if (!(await provider.cancelTransfer(t.provider_id)))
      throw appError('DigitalPaymentsOnlyReleased');
    await setTransferStatus(ctx, t.id, D.Voided);
  }
  await voidPayments(ctx.tx, ctx.user.companyId, ctx.user.userId, body.PaymentIds, null, {
    digitalStatus: D.Voided,
  });
  return readChecks(ctx, sql`p.id = any(${idArray(body.PaymentIds)})`);
}

/** DigitalPayment/RefundDigitalPayment: a transfer in process or paid is refunded and reversed. */
export async function refundDigitalPayment(
  ctx: RequestContext,
  { body }: InputOf<S['RefundDigitalPayment']>,
): Promise<ResponseOf<S['RefundDigitalPayment']>> {
  requireClaim(ctx, 'apvoidchecks', 'create');
  const [t] = await transfersOf(ctx, [body.PaymentId]);
  if (!t) throw notFound();
  await syncTransfers(ctx, sql`t.id = ${t.id}`);
  const status = await providerFor(ctx).refund(t.provider_id);
  if (status !== D.Refunded) throw appError('DigitalPaymentsNotRefundable');
  await setTransferStatus(ctx, t.id, D.Refunded);
  await voidPayments(ctx.tx, ctx.user.companyId, ctx.user.userId, [body.PaymentId], null, {
    digitalStatus: D.Refunded,
  });
  const [check] = await readChecks(ctx, sql`p.id = ${body.PaymentId}`);
  if (!check) throw notFound();
  return check;
}

/** Sandbox/AdvanceTime: the sandbox clock forward, then every open transfer refreshed. */
export async function sandboxAdvanceTime(
  ctx: RequestContext,
  { body }: InputOf<S['SandboxAdvanceTime']>,
): Promise<ResponseOf<S['SandboxAdvanceTime']>> {
  requireClaim(ctx, 'apprintchecks', 'update');
  const OffsetDays = await sandboxFor(ctx).advanceDays(body.Days);
  const Updated = await syncTransfers(
    ctx,
    sql`t.payment_id in (select id from ap_payments where ${inUserCommunities(ctx, sql`community_agent_id`)})`,
  );
  return { OffsetDays, Updated };
}

/** Sandbox/GetMicroDeposits: what the sandbox sent, so tests and demos can verify. */
export async function getSandboxMicroDeposits(
  ctx: RequestContext,
  { query }: InputOf<S['GetSandboxMicroDeposits']>,
): Promise<ResponseOf<S['GetSandboxMicroDeposits']>> {
  requireClaim(ctx, 'bank', 'read');
  const [row] = await queryRows<{ provider_id: string; community: number }>(
    ctx.tx,
    sql`select provider_id, community_agent_id::int8 as community
          from digital_payment_funding_sources where id = ${query.fundingSourceId}`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.community);
  const amounts = await sandboxFor(ctx).readMicroDeposits(row.provider_id);
  return { Amount1: amounts.amount1, Amount2: amounts.amount2 };
}
