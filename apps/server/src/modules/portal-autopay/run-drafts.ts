import { queryRows, sql, type Tx } from '@hoa/db';
import { pastDueNowCents, type IsoDate } from '@hoa/domain';
import { idArray } from '../../sql/index';
import { draftsOn } from './draft-plan';

interface Planned {
  /** Null for an owner's one-time payment, which is never an autopay draft. */
  enrollmentId: number | null;
  ownerAgentId: number;
  isPrenote: boolean;
  amountCents: number;
}

interface AutopayRow {
  enrollment_id: string | number;
  cap: string | number | null;
  past_due: boolean;
  draft_day: number;
  drafted_this_month: boolean;
}

/**
 * A direct debit run's entries with autopay applied: an autopay owner's live debit is their draft
 * (the charges due by the draft rule, capped) instead of their whole balance, taken only by a file
 * effective on or after the month's draft day and once a month; before it, an owner who chose to
 * pay the past due now has it taken alone (capped); otherwise an autopay owner is left out, as is
 * a draft over the R19 amount limit (the draft rule takes nothing then).
 * Prenotes and the other owners' entries are unchanged. Answers the entries, the enrolments
 * drafted, at the draft day and for the past due alone, and the drafts left out over the limit.
 */
export async function withAutopayDrafts<T extends Planned>(
  tx: Tx,
  communityAgentId: number,
  effectiveDate: IsoDate,
  planned: readonly T[],
): Promise<{
  entries: T[];
  autopayEnrollmentIds: number[];
  pastDueEnrollmentIds: number[];
  overLimit: { entry: T; overLimitCents: number }[];
}> {
  const rows = await queryRows<AutopayRow>(
    tx,
    sql`select e.id as enrollment_id, e.autopay_cap_cents as cap, e.pay_past_due_next as past_due,
               coalesce(s.autopay_draft_day, 1) as draft_day,
               exists (select 1 from direct_debit_entries x join direct_debit_runs r on r.id = x.run_id
                        where x.owner_agent_id = e.owner_agent_id and x.is_autopay
                          and date_trunc('month', r.effective_date) = date_trunc('month', ${effectiveDate}::date))
                 as drafted_this_month
          from direct_debit_enrollments e
          left join portal_community_settings s on s.community_agent_id = e.community_agent_id
         where e.community_agent_id = ${communityAgentId} and e.is_active and e.is_autopay
           and e.id = any(${idArray(planned.flatMap((p) => (!p.isPrenote && p.enrollmentId !== null ? [p.enrollmentId] : [])))})`,
  );
  const autopayRows = new Map(rows.map((r) => [Number(r.enrollment_id), r]));
  const autopay = {
    get: (id: number | null) => (id === null ? undefined : autopayRows.get(id)),
  };
  const atDraftDay = (row: AutopayRow) =>
    !row.drafted_this_month && Number(effectiveDate.slice(8, 10)) >= row.draft_day;
  const capOf = (row: AutopayRow) => (row.cap === null ? null : Number(row.cap));
  const considered = planned.filter((p) => {
    const row = autopay.get(p.enrollmentId);
    return row !== undefined && (atDraftDay(row) || row.past_due);
  });
  const drafts = await draftsOn(
    tx,
    considered.map((p) => {
      const row = autopay.get(p.enrollmentId);
      return {
        ownerAgentId: p.ownerAgentId,
        capCents: row ? capOf(row) : null,
        payPastDue: row?.past_due ?? false,
      };
    }),
    effectiveDate,
  );
  const entries: T[] = [];
  const autopayEnrollmentIds: number[] = [];
  const pastDueEnrollmentIds: number[] = [];
  const overLimit: { entry: T; overLimitCents: number }[] = [];
  for (const p of planned) {
    const row = autopay.get(p.enrollmentId);
    const draft = drafts.get(p.ownerAgentId);
    if (p.isPrenote || row === undefined) entries.push(p);
    else if (draft && atDraftDay(row) && draft.amountCents > 0) {
      entries.push({ ...p, amountCents: draft.amountCents });
      autopayEnrollmentIds.push(Number(row.enrollment_id));
    } else if (draft && atDraftDay(row) && draft.overLimitCents > 0) {
      overLimit.push({ entry: p, overLimitCents: draft.overLimitCents });
    } else if (draft && !atDraftDay(row) && row.past_due) {
      // "Pay the past due now": the next file takes it alone; the month's draft follows.
      const amountCents = pastDueNowCents(draft, capOf(row));
      if (amountCents > 0) {
        entries.push({ ...p, amountCents });
        pastDueEnrollmentIds.push(Number(row.enrollment_id));
      }
    }
  }
  return { entries, autopayEnrollmentIds, pastDueEnrollmentIds, overLimit };
}

/**
 * Marks a written run's autopay drafts (the month's draft taken), and the past due chosen to be
 * paid now as paid by the entries of the run (a draft, or the past due alone).
 */
export async function markAutopayDrafts(
  tx: Tx,
  runId: number,
  drafted: { autopayEnrollmentIds: readonly number[]; pastDueEnrollmentIds: readonly number[] },
): Promise<void> {
  const paying = [...drafted.autopayEnrollmentIds, ...drafted.pastDueEnrollmentIds];
  if (paying.length === 0) return;
  await tx.execute(
    sql`update direct_debit_entries set is_autopay = true
         where run_id = ${runId} and not is_prenote
           and enrollment_id = any(${idArray(drafted.autopayEnrollmentIds)})`,
  );
  await tx.execute(
    sql`update direct_debit_enrollments set pay_past_due_next = false, updated_at = now()
         where pay_past_due_next and id = any(${idArray(paying)})
           and id in (select x.enrollment_id from direct_debit_entries x
                       where x.run_id = ${runId} and not x.is_prenote)`,
  );
}
