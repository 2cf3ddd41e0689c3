import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { isDraftPending, nextDraftDate, type IsoDate } from '@hoa/domain';
import { draftsOn } from './draft-plan';

interface PendingRow {
  owner: string | number;
  cap: string | number | null;
  past_due: boolean;
  draft_day: number;
  last_draft_on: string | null;
}

/**
 * What the pending autopay drafts of the owners of `communities` (a relation of
 * community_agent_id) pay on a late fee date, as a relation (owner_agent_id, code_id,
 * past_due_cents, past_due_covered_cents, due_covered_cents): each autopay owner whose draft is
 * pending (isDraftPending of @hoa/domain) with what their next draft — the draft rule on the next
 * draft date from the late fee date, as it would be taken now — pays on each autopay code (its
 * covers). A draft over the R19 limit pays nothing.
 */
export async function pendingDraftCovers(
  tx: Tx,
  communities: SQL,
  lateFeeDate: IsoDate,
): Promise<SQL> {
  const rows = await queryRows<PendingRow>(
    tx,
    sql`select e.owner_agent_id as owner, e.autopay_cap_cents as cap, e.pay_past_due_next as past_due,
               coalesce(s.autopay_draft_day, 1) as draft_day,
               (select max(r.effective_date)::text from direct_debit_entries x
                  join direct_debit_runs r on r.id = x.run_id
                 where x.owner_agent_id = e.owner_agent_id and x.is_autopay) as last_draft_on
          from direct_debit_enrollments e
          left join portal_community_settings s on s.community_agent_id = e.community_agent_id
         where e.is_active and e.is_autopay and e.community_agent_id in (${communities})
         order by e.owner_agent_id`,
  );
  const pending = rows.filter((r) =>
    isDraftPending({ isAutopayOn: true, lastDraftOn: r.last_draft_on, lateFeeDate }),
  );
  const byDraftDate = new Map<IsoDate, PendingRow[]>();
  for (const r of pending) {
    const on = nextDraftDate(lateFeeDate, r.draft_day, r.last_draft_on);
    byDraftDate.set(on, [...(byDraftDate.get(on) ?? []), r]);
  }
  const covers: {
    owner_agent_id: number;
    code_id: number;
    past_due_cents: number;
    past_due_covered_cents: number;
    due_covered_cents: number;
  }[] = [];
  for (const [draftDate, owners] of byDraftDate) {
    const drafts = await draftsOn(
      tx,
      owners.map((r) => ({
        ownerAgentId: Number(r.owner),
        capCents: r.cap === null ? null : Number(r.cap),
        payPastDue: r.past_due,
      })),
      draftDate,
    );
    for (const [ownerAgentId, draft] of drafts)
      for (const c of draft.covers)
        covers.push({
          owner_agent_id: ownerAgentId,
          code_id: c.codeId,
          past_due_cents: c.pastDueCents,
          past_due_covered_cents: c.pastDueCoveredCents,
          due_covered_cents: c.dueCoveredCents,
        });
  }
  return sql`select * from jsonb_to_recordset(${JSON.stringify(covers)}::jsonb) as c(
      owner_agent_id bigint, code_id bigint, past_due_cents bigint, past_due_covered_cents bigint,
      due_covered_cents bigint)`;
}

/**
 * The SQL of @hoa/domain lateFeeUnpaidCents: the aged unpaid `unpaid` of a code less the part of
 * it the pending draft pays, over a row `c` of pendingDraftCovers (all null: no pending draft).
 */
export function lateFeeUnpaidSql(unpaid: SQL): SQL {
  const pastDue = sql`coalesce(c.past_due_cents, 0)`;
  return sql`greatest(0, ${unpaid} - least(${unpaid}, coalesce(c.past_due_covered_cents, 0))
      - greatest(0, least(${unpaid}, ${pastDue} + coalesce(c.due_covered_cents, 0)) - ${pastDue}))`;
}
