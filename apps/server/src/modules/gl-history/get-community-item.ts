import { queryRows, sql } from '@hoa/db';
import type { CommunityItem, contract, InputOf, ResponseOf } from '@hoa/contract';
import { statusLabel, txnTypeLabel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type GetCommunityItem = typeof contract.glHistory.GetCommunityItem;
type ItemRow = Omit<CommunityItem, 'TxnTypeName' | 'StatusName' | 'TotalDebit' | 'TotalCredit'>;

/** The GL community item view: an item of any type with the ledger lines it posted. */
export async function getCommunityItem(
  ctx: RequestContext,
  input: InputOf<GetCommunityItem>,
): Promise<ResponseOf<GetCommunityItem>> {
  requireClaim(ctx, 'glaccounts', 'read');
  const [row] = await queryRows<{ item: ItemRow }>(
    ctx.tx,
    sql`select json_build_object(
          'TopsItemId', i.id, 'CommunityAgentId', i.community_agent_id,
          'TopsTxnTypeId', i.txn_type_id, 'TopsStatusId', i.status_id,
          'PostDate', i.post_date::text, 'Reference', i.reference, 'Description', i.description,
          'Lines', coalesce((
            select json_agg(json_build_object(
                'GlLineId', l.id, 'PostDate', l.post_date::text, 'TopsAccountId', a.id,
                'AccountNumber', a.account_number, 'AccountName', a.account_name,
                'CostCenterNumber', cc.cost_center_number, 'Description', l.description,
                'Debit', l.debit_cents, 'Credit', l.credit_cents) order by l.id)
              from gl_lines l join accounts a on a.id = l.account_id
              left join cost_centers cc on cc.id = l.cost_center_id
             where l.item_id = i.id), '[]'::json)) as item
          from items i where i.id = ${input.query.itemId}`,
  );
  if (!row) throw notFound();
  const item = row.item;
  await requireCommunity(ctx, item.CommunityAgentId);
  return {
    ...item,
    TxnTypeName: txnTypeLabel(item.TopsTxnTypeId),
    StatusName: statusLabel(item.TopsStatusId),
    TotalDebit: item.Lines.reduce((sum, l) => sum + l.Debit, 0),
    TotalCredit: item.Lines.reduce((sum, l) => sum + l.Credit, 0),
  };
}
