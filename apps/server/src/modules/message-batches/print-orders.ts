import type { contract, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { MessageBatchMessages } from '@hoa/domain';
import type { CallerCall } from '../../http/bind';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { PrintVendor } from '../../print/print-vendor';
import { batchHeader } from './batch-header';

type C = typeof contract.printVendor;

interface OrderRow {
  id: string | number;
  batch_item_id: string | number;
  order_number: string | null;
  order_state: string;
  order_state_at: string | null;
}

async function orderOf(ctx: RequestContext, where: ReturnType<typeof sql>): Promise<OrderRow> {
  const [order] = await queryRows<OrderRow>(
    ctx.tx,
    sql`select id, batch_item_id, order_number, order_state, order_state_at::text
          from print_orders where ${where}`,
  );
  if (!order) throw notFound(MessageBatchMessages.noPrintFile);
  await batchHeader(ctx, Number(order.batch_item_id));
  return order;
}

/**
 * The vendor's report on an order, read outside the transaction, then kept: the order's state
 * and the certified tracking numbers on the delivery ledger's certified pieces.
 */
async function refresh(
  call: Pick<CallerCall<C['GetOrderStateByBatchItemId']>, 'run'>,
  vendor: PrintVendor,
  order: OrderRow,
): Promise<OrderRow> {
  if (!order.order_number) return order;
  const status = await vendor.status(order.order_number);
  return call.run(async (ctx) => {
    await ctx.tx.execute(
      sql`update print_orders
             set order_state = ${status.state},
                 order_state_at = coalesce(${status.stateAt}::timestamptz, order_state_at)
           where id = ${order.id} and order_state <> ${status.state}`,
    );
    if (status.certified.length > 0)
      await ctx.tx.execute(
        sql`update deliveries d set tracking_number = c.tracking_number
              from jsonb_to_recordset(${JSON.stringify(status.certified.map((c) => ({ recipient_id: c.recipientId, tracking_number: c.trackingNumber })))}::jsonb)
                   as c(recipient_id bigint, tracking_number text)
             where d.print_order_id = ${order.id} and d.recipient_id = c.recipient_id
               and d.channel = 'Certified'`,
      );
    return orderOf(ctx, sql`id = ${order.id}`);
  });
}

/** SouthData/GetOrderStateByBatchItemId: the batch's print order as the vendor reports it. */
export async function getOrderStateByBatchItemId(
  call: CallerCall<C['GetOrderStateByBatchItemId']>,
  vendor: PrintVendor,
): Promise<ResponseOf<C['GetOrderStateByBatchItemId']>> {
  const id = call.input.query.batchItemId;
  const order = await refresh(
    call,
    vendor,
    await call.run((ctx) => orderOf(ctx, sql`batch_item_id = ${id}`)),
  );
  return {
    OrderNumber: order.order_number,
    OrderState: order.order_state,
    OrderStateAt:
      order.order_state_at === null ? null : new Date(order.order_state_at).toISOString(),
  };
}

/** SouthData/GetCertifiedOrderDetails: the certified pieces of an order and their tracking numbers. */
export async function getCertifiedOrderDetails(
  call: CallerCall<C['GetCertifiedOrderDetails']>,
  vendor: PrintVendor,
): Promise<ResponseOf<C['GetCertifiedOrderDetails']>> {
  const number = call.input.query.orderNumber;
  const order = await refresh(
    call,
    vendor,
    await call.run((ctx) => orderOf(ctx, sql`order_number = ${number}`)),
  );
  return call.run((ctx) => certifiedPieces(ctx, order));
}

async function certifiedPieces(ctx: RequestContext, order: OrderRow) {
  const rows = await queryRows<{
    name: string;
    agent_id: string | number | null;
    tracking_number: string;
  }>(
    ctx.tx,
    sql`select r.name, d.agent_id, d.tracking_number from deliveries d
          join message_batch_recipients r on r.id = d.recipient_id
         where d.print_order_id = ${order.id} and d.channel = 'Certified'
           and d.tracking_number is not null
         order by d.id`,
  );
  return rows.map((r) => ({
    Name: r.name,
    TopsAgentId: r.agent_id === null ? null : Number(r.agent_id),
    TrackingNumber: r.tracking_number,
  }));
}
