import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { statusLabel, StatusId, TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { readableItemId } from './item-access';

type GetParentDirectDebitItemStatus = typeof contract.items.GetParentDirectDebitItemStatus;
type Answer = ResponseOf<GetParentDirectDebitItemStatus>;

interface Row {
  dd: number | null;
  status: number | null;
  parent: number | null;
  run: number | null;
  effective: string | null;
  file: string | null;
  trace: string | null;
  code: string | null;
  returned: string | null;
  retried: boolean;
}

/**
 * Item/GetParentDirectDebitItemStatus: for a direct-debit cash receipt (51), or for a charge
 * through the direct-debit request hung under it (its live one, else its latest), where the
 * request stands: pending (accrued), sent (posted, in a NACHA run), returned by the bank, retried
 * in a later run, or deleted. A charge with a live request cannot be deleted (spec 3 §4).
 */
export async function getParentDirectDebitItemStatus(
  ctx: RequestContext,
  { query }: InputOf<GetParentDirectDebitItemStatus>,
): Promise<Answer> {
  const itemId = await readableItemId(ctx, sql`i.id = ${query.itemId}::bigint`);
  const [row] = await queryRows<Row>(
    ctx.tx,
    sql`with dd as (
          select d.id, d.status_id, d.parent_item_id from items d
           where (d.id = ${itemId}::bigint or d.parent_item_id = ${itemId}::bigint)
             and d.txn_type_id = ${TxnTypeId.DirectDebit}::smallint
           order by d.id = ${itemId}::bigint desc, d.status_id = ${StatusId.Deleted}::smallint, d.id desc
           limit 1)
        select dd.id::int8 as dd, dd.status_id::int as status, dd.parent_item_id::int8 as parent,
               r.id::int8 as run, r.effective_date::text as effective, r.file_name as file,
               x.trace_number as trace, x.return_code as code, x.returned_on::text as returned,
               x.retried_by_entry_id is not null as retried
          from (select 1) one
          left join dd on true
          left join direct_debit_entries x on x.item_id = dd.id
          left join direct_debit_runs r on r.id = x.run_id
         order by x.id desc nulls last
         limit 1`,
  );
  const status = row?.status ?? null;
  return {
    TopsItemId: itemId,
    DirectDebitItemId: row?.dd ?? null,
    TopsStatusId: status,
    StatusName: status === null ? null : statusLabel(status),
    RequestStatus: requestStatus(row),
    DirectDebitRunId: row?.run ?? null,
    EffectiveDate: row?.effective ?? null,
    FileName: row?.file ?? null,
    TraceNumber: row?.trace ?? null,
    ReturnCode: row?.code ?? null,
    ReturnedOn: row?.returned ?? null,
    BlocksChargeRemoval: row?.dd != null && row.parent !== null && status !== StatusId.Deleted,
  };
}

function requestStatus(row: Row | undefined): Answer['RequestStatus'] {
  if (!row || row.dd === null) return 'None';
  if (row.status === StatusId.Deleted) return 'Deleted';
  if (row.status === StatusId.Accrued) return 'Pending';
  if (row.code !== null) return row.retried ? 'Retried' : 'Returned';
  return 'Sent';
}
