import { queryRows, sql } from '@hoa/db';
import type { AcceleratedChargeRow, contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  acceleratedPeriods,
  AcceleratedFrequencyPeriods,
  Frequencies,
  TxnTypeId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { propertyOwner } from './adjustment-items';

interface Row {
  code: string | number;
  alias: string;
  frequency: number | null;
  last_applied: string | null;
  start_date: string;
  end_date: string;
  amount: string | number;
  balance: string | number;
  accelerated: string | number;
}

/**
 * The codes assigned to the property with accelerated dates (spec 3 §3 'Accelerated charge row'):
 * the periods left between the dates (after the code's last applied date), the owner's balance,
 * and what was accelerated and not yet waived.
 */
export async function acceleratedRows(
  ctx: RequestContext,
  communityId: number,
  propertyId: number,
  ownerAgentId: number,
): Promise<AcceleratedChargeRow[]> {
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select c.id as code, c.code_alias as alias, c.frequency_id as frequency,
               c.last_applied::text as last_applied, a.accelerated_start_date::text as start_date,
               a.accelerated_end_date::text as end_date, c.amount_cents as amount,
               coalesce(b.balance_cents, 0) as balance,
               (select coalesce(sum(l.amount_cents), 0) from ar_lines l
                 where l.owner_agent_id = ${ownerAgentId} and l.code_id = c.id
                   and l.txn_type_id in (${TxnTypeId.AcceleratedCharge}, ${TxnTypeId.AcceleratedWaive}))
                 as accelerated
          from charge_assignments a
          join codes c on c.id = a.code_id
          left join owner_code_balances b on b.owner_agent_id = ${ownerAgentId} and b.code_id = c.id
         where a.agent_id = ${propertyId} and a.community_agent_id = ${communityId}
           and a.accelerated_start_date is not null and a.accelerated_end_date is not null
         order by c.code_alias, c.id`,
  );
  return rows.map((row) => {
    const left = acceleratedPeriods(row.frequency, row.start_date, row.end_date, row.last_applied);
    return {
      CodeId: Number(row.code),
      Alias: row.alias,
      Frequency: Frequencies.find((f) => f.FrequencyId === row.frequency)?.FrequencyName ?? '',
      LastApplied: row.last_applied,
      AcceleratedStartDate: row.start_date,
      AcceleratedEndDate: row.end_date,
      AcceleratedPeriods: left ?? 0,
      Balance: Number(row.balance),
      Periods: row.frequency === null ? 0 : (AcceleratedFrequencyPeriods[row.frequency] ?? 0),
      NumberOfPeriods: left ?? 0,
      Amount: Number(row.amount),
      IsSelected: false,
      AcceleratedBalance: Number(row.accelerated),
    };
  });
}

export async function getAcceleratedCharges(
  ctx: RequestContext,
  { query: q }: InputOf<typeof contract.adjustments.GetAcceleratedCharges>,
): Promise<ResponseOf<typeof contract.adjustments.GetAcceleratedCharges>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, q.communityAgentId);
  const owner = await propertyOwner(ctx, q.communityAgentId, q.propertyAgentId);
  return {
    Rows: await acceleratedRows(ctx, q.communityAgentId, q.propertyAgentId, owner.ownerAgentId),
  };
}
