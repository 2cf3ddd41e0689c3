import { queryRows, sql } from '@hoa/db';
import { AgentTypeId, Frequencies } from '@hoa/domain';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { arScope, money, num, type ArQuery } from './ar-report-scope';

interface AssignmentRow {
  account: string;
  property: string;
  owner: string;
  code: string;
  frequency_id: number | null;
  amount: string;
  auto_pay: boolean;
  accelerated_start: string | null;
  accelerated_end: string | null;
  last_applied: string | null;
}

/**
 * Recurring charge settings: the charge codes assigned to each property (charge assignments)
 * with the code's frequency, amount and last applied date, the autopay flag and accelerated dates.
 */
export async function recurringChargeSettingsReport(
  ctx: RequestContext,
  q: ArQuery,
): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const rows = await queryRows<AssignmentRow>(
    ctx.tx,
    sql`select coalesce(pd.account_number, '') as account, coalesce(kp.display_name, '') as property,
               coalesce((select string_agg(k.display_name, ' & ' order by o.id) from agents o
                          join contacts k on k.agent_id = o.id
                         where o.parent_agent_id = ca.agent_id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}::smallint
                           and not o.is_deleted), '') as owner,
               c.code_alias || ' ' || c.code_name as code, c.frequency_id::int as frequency_id,
               c.amount_cents as amount, ca.is_auto_pay_enabled as auto_pay,
               ca.accelerated_start_date::text as accelerated_start,
               ca.accelerated_end_date::text as accelerated_end, c.last_applied::text as last_applied
          from charge_assignments ca
          join codes c on c.id = ca.code_id
          left join contacts kp on kp.agent_id = ca.agent_id
          left join property_details pd on pd.agent_id = ca.agent_id
         where ca.community_agent_id = ${s.communityAgentId}::bigint
         order by pd.account_number, kp.display_name, ca.agent_id, c.code_alias`,
  );
  const lines: ReportRow[] = rows.map((r) => ({
    cells: {
      account: r.account,
      property: r.property,
      owner: r.owner,
      code: r.code,
      frequency: Frequencies.find((f) => f.FrequencyId === r.frequency_id)?.FrequencyName ?? '',
      amount: num(r.amount),
      autopay: r.auto_pay ? 'Yes' : 'No',
      start: r.accelerated_start,
      end: r.accelerated_end,
      last: r.last_applied,
    },
  }));
  return {
    title: 'Recurring Charge Settings',
    subtitle: s.heading,
    columns: [
      { key: 'account', title: 'Account', kind: 'text', width: 1 },
      { key: 'property', title: 'Property', kind: 'text', width: 2 },
      { key: 'owner', title: 'Owner', kind: 'text', width: 2 },
      { key: 'code', title: 'Code', kind: 'text', width: 2 },
      { key: 'frequency', title: 'Frequency', kind: 'text', width: 1 },
      money('amount', 'Amount'),
      { key: 'autopay', title: 'Autopay', kind: 'text', width: 0.8 },
      { key: 'start', title: 'Accelerated Start', kind: 'date' },
      { key: 'end', title: 'Accelerated End', kind: 'date' },
      { key: 'last', title: 'Last Applied', kind: 'date' },
    ],
    rows: lines,
    orientation: 'landscape',
    fileName: `Recurring Charge Settings ${s.community}`,
  };
}
