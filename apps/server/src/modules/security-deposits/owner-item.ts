import { queryRows, sql } from '@hoa/db';
import { StatusId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

export interface OwnerItem {
  communityAgentId: number;
  txnTypeId: number;
  ownerAgentId: number;
  date: string;
  reference: string | null;
  checkNumber: string | null;
  idempotencyKey: string | null;
  codeId: number;
  cents: number;
  isDebit: boolean;
  /** The offset account: the bank's GL account of a deposit, the payable account of a refund. */
  accountId: number;
  description?: string | null;
}

/**
 * An accrued owner item of one code line, in one statement. With an idempotency key already used,
 * the item made the first time is returned instead.
 */
export async function insertOwnerItem(ctx: RequestContext, o: OwnerItem): Promise<number> {
  const companyId = ctx.user.companyId;
  if (o.idempotencyKey !== null) {
    const [done] = await queryRows<{ id: number }>(
      ctx.tx,
      sql`select id::int8 as id from items where idempotency_key = ${o.idempotencyKey}`,
    );
    if (done) return done.id;
  }
  const [made] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`with i as (
          insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date,
            post_date, reference, description, idempotency_key)
          values (${companyId}, ${o.communityAgentId}::bigint, ${o.txnTypeId}::smallint,
            ${StatusId.Accrued}::smallint, ${o.date}::date, ${o.date}::date, ${o.reference},
            ${o.description ?? null}, ${o.idempotencyKey})
          returning id),
        ia as (
          insert into item_agents (company_id, item_id, agent_id, check_number)
          select ${companyId}, i.id, ${o.ownerAgentId}::bigint, ${o.checkNumber} from i
          returning id, item_id)
        insert into item_agent_details (company_id, item_agent_id, code_id, amount_cents,
          accrued_amount_cents, is_debit, account_id)
        select ${companyId}, ia.id, ${o.codeId}::bigint, ${o.cents}::bigint, ${o.cents}::bigint,
               ${o.isDebit}, ${o.accountId}::bigint
          from ia
        returning (select item_id::int8 from ia) as id`,
  );
  if (!made) throw new Error('no item');
  return made.id;
}
