import { queryRows, sql, type Tx } from '@hoa/db';
import type { AutopayStatus } from '@hoa/contract';
import { AutopayMessages, maskAccountNumber, nextDraftDate, type IsoDate } from '@hoa/domain';
import { draftsOn } from './draft-plan';

interface StatusRow {
  is_offered: boolean | null;
  draft_day: number | null;
  last4: string | null;
  account_type: 'C' | 'S' | null;
  cap: string | number | null;
  past_due: boolean | null;
  last_draft_on: string | null;
  balance: string | number;
}

/** The owner's autopay as the portal shows it, with the next draft computed by the draft rule. */
export async function autopayStatus(
  tx: Tx,
  owner: { ownerAgentId: number; communityAgentId: number },
  propertyAgentId: number,
  today: IsoDate,
): Promise<AutopayStatus> {
  const [row] = await queryRows<StatusRow>(
    tx,
    sql`select s.is_enabled as is_offered, s.autopay_draft_day as draft_day,
               e.account_last4 as last4, e.account_type, e.autopay_cap_cents as cap,
               e.pay_past_due_next as past_due,
               (select max(r.effective_date)::text from direct_debit_entries x
                  join direct_debit_runs r on r.id = x.run_id
                 where x.owner_agent_id = ${owner.ownerAgentId} and x.is_autopay) as last_draft_on,
               coalesce((select sum(b.balance_cents) from owner_code_balances b
                          where b.owner_agent_id = ${owner.ownerAgentId}), 0) as balance
          from (select 1) one
          left join portal_community_settings s on s.community_agent_id = ${owner.communityAgentId}
          left join direct_debit_enrollments e on e.owner_agent_id = ${owner.ownerAgentId}
           and e.is_active and e.is_autopay`,
  );
  const draftDay = row?.draft_day ?? 1;
  const isEnrolled = row?.last4 !== null && row?.last4 !== undefined;
  const capCents = row?.cap === null || row?.cap === undefined ? null : Number(row.cap);
  const payPastDue = row?.past_due ?? false;
  const next = nextDraftDate(today, draftDay, row?.last_draft_on ?? null);
  const drafts = await draftsOn(
    tx,
    [{ ownerAgentId: owner.ownerAgentId, capCents, payPastDue }],
    next,
  );
  const draft = drafts.get(owner.ownerAgentId);
  return {
    PropertyAgentId: propertyAgentId,
    IsOffered: row?.is_offered ?? false,
    IsEnrolled: isEnrolled,
    DraftDay: draftDay,
    MaskedAccountNumber: isEnrolled ? maskAccountNumber(`0000${row.last4 ?? ''}`) : null,
    AccountType: isEnrolled ? row.account_type : null,
    CapCents: capCents,
    PayPastDueNext: payPastDue,
    BalanceCents: Number(row?.balance ?? 0),
    NextDraftDate: next,
    NextDraftCents: draft?.amountCents ?? 0,
    DueCents: draft?.dueCents ?? 0,
    PastDueCents: draft?.pastDueCents ?? 0,
    IsCapped: draft?.isCapped ?? false,
    OverLimitCents: draft?.overLimitCents ?? 0,
    NotDraftedReason: (draft?.overLimitCents ?? 0) > 0 ? AutopayMessages.overLimit : null,
  };
}
