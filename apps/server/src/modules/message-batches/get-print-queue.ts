import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

type Queue = typeof contract.printVendor.GetPrintQueue;

interface OrderRow {
  id: string | number;
  batch_item_id: string | number;
  community_agent_id: string | number;
  community_name: string | null;
  template_name: string;
  subject: string;
  letters: number;
  pages: number;
  is_color: boolean;
  is_double_sided: boolean;
  mailroom_delivery_option: number;
  include_return_envelope: boolean;
  prepaid_return_postage: boolean;
  order_number: string | null;
  order_state: string;
  order_state_at: string | null;
  created_at: string;
  total: string | number;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * PrintQueue/Index: the print orders of one community or of all the caller's, newest first, with
 * the state the print vendor last reported (GetOrderStateByBatchItemId reads it anew).
 */
export async function getPrintQueue(
  ctx: RequestContext,
  { query }: InputOf<Queue>,
): Promise<ResponseOf<Queue>> {
  const community = query.communityAgentId ?? null;
  if (community !== null) await requireCommunity(ctx, community);
  const rows = await queryRows<OrderRow>(
    ctx.tx,
    sql`select o.id, o.batch_item_id, i.community_agent_id, cc.display_name as community_name,
               t.name as template_name, b.subject, o.letters, o.pages, o.is_color,
               o.is_double_sided, o.mailroom_delivery_option, o.include_return_envelope,
               o.prepaid_return_postage, o.order_number, o.order_state,
               o.order_state_at::text, o.created_at::text, count(*) over () as total
          from print_orders o
          join items i on i.id = o.batch_item_id
          join message_batches b on b.item_id = o.batch_item_id
          join templates t on t.id = b.template_id
          left join contacts cc on cc.agent_id = i.community_agent_id
         where ${community === null ? inUserCommunities(ctx, sql`i.community_agent_id`) : sql`i.community_agent_id = ${community}`}
           ${query.orderState === undefined ? sql`` : sql`and o.order_state = ${query.orderState}`}
         order by o.created_at desc, o.id desc offset ${query.skip} limit ${query.take}`,
  );
  return {
    TotalCount: Number(rows[0]?.total ?? 0),
    Orders: rows.map((r) => ({
      PrintOrderId: Number(r.id),
      BatchItemId: Number(r.batch_item_id),
      CommunityAgentId: Number(r.community_agent_id),
      CommunityName: r.community_name ?? '',
      TemplateName: r.template_name,
      Subject: r.subject,
      Letters: r.letters,
      Pages: r.pages,
      IsColor: r.is_color,
      IsDoubleSided: r.is_double_sided,
      MailroomDeliveryOption: r.mailroom_delivery_option,
      IncludeReturnEnvelope: r.include_return_envelope,
      PrepaidReturnPostage: r.prepaid_return_postage,
      OrderNumber: r.order_number,
      OrderState: r.order_state,
      OrderStateAt: iso(r.order_state_at),
      CreatedAt: iso(r.created_at) ?? '',
    })),
  };
}
