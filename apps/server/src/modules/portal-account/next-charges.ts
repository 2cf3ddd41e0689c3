import { queryRows, sql, type Tx } from '@hoa/db';
import type { PortalHomeProperty } from '@hoa/contract';
import {
  AssessmentCodeTypeIds,
  formatCents,
  formatDate,
  Frequencies,
  nextDueDate,
  type IsoDate,
} from '@hoa/domain';
import { idArray } from '../../sql/index';

type NextItem = PortalHomeProperty['Next'][number];

interface Row {
  property: string | number;
  alias: string;
  name: string;
  frequency_id: number | null;
  amount: string | number;
  last_applied: string | null;
  start_date: string | null;
  end_date: string | null;
}

/**
 * What is due next on each property: every scheduled charge assigned to it (an assessment code with
 * a frequency and an amount) with its next due date by the charge-run frequency rule (after the
 * code was last applied, else its start date), soonest first; codes ended before then left out.
 */
export async function nextCharges(
  tx: Tx,
  propertyAgentIds: readonly number[],
  today: IsoDate,
): Promise<Map<number, NextItem[]>> {
  const rows = await queryRows<Row>(
    tx,
    sql`select ca.agent_id as property, k.code_alias as alias, k.code_name as name, k.frequency_id,
               k.amount_cents as amount, k.last_applied::text, k.start_date::text, k.end_date::text
          from charge_assignments ca join codes k on k.id = ca.code_id
         where ca.agent_id = any(${idArray(propertyAgentIds)})
           and k.code_type_id in (${sql.raw(AssessmentCodeTypeIds.join(','))})
           and k.frequency_id is not null and k.amount_cents > 0`,
  );
  const byProperty = new Map<number, NextItem[]>();
  for (const r of rows) {
    const due = dueDate(r, today);
    if (due === null || (r.end_date !== null && r.end_date < due)) continue;
    const amount = Number(r.amount);
    const frequency = Frequencies.find((f) => f.FrequencyId === r.frequency_id)?.FrequencyName;
    const item: NextItem = {
      CodeAlias: r.alias,
      CodeName: r.name,
      FrequencyName: frequency ?? null,
      Amount: amount,
      DueDate: due,
      Line: `${r.name}: ${formatCents(amount)} due ${due === today ? 'now' : formatDate(due)}${frequency ? ` (${frequency.toLowerCase()})` : ''}.`,
    };
    const property = Number(r.property);
    byProperty.set(property, [...(byProperty.get(property) ?? []), item]);
  }
  for (const items of byProperty.values()) items.sort((a, b) => a.DueDate.localeCompare(b.DueDate));
  return byProperty;
}

/** The next due date of a scheduled charge, not before today (a run not yet made is due now). */
function dueDate(r: Row, today: IsoDate): IsoDate | null {
  const next =
    r.last_applied === null ? (r.start_date ?? today) : nextDueDate(r.last_applied, r.frequency_id);
  if (next === null) return null;
  return next < today ? today : next;
}
