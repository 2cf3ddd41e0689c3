import { queryRows, sql, type Database } from '@hoa/db';
import { addDays, autopayNoticeMail, AutopayNoticeDays, localDay, type IsoDate } from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';
import { runPerCompany, type PerCompanyRun } from '../../jobs/per-company';
import { queueMail } from '../mail/index';
import { draftsOn } from './draft-plan';

interface NoticeRow {
  enrollment_id: string | number;
  owner_agent_id: string | number;
  cap: string | number | null;
  past_due: boolean;
  last4: string;
  owner_name: string | null;
  community_name: string | null;
  email: string | null;
}

/**
 * One company's autopay notices of the day: each autopay owner of a community whose draft day is
 * three days later, not yet noticed for that draft, is mailed the draft's amount (by the draft
 * rule) at their portal sign-in address; the enrolment is marked noticed for the draft, so a
 * second run the same day sends nothing. An owner whose draft is over the R19 amount limit is told
 * it will not be taken, and why; an owner with nothing to draft gets no mail.
 */
async function noticeCompany(work: CompanyWork, draftDate: IsoDate): Promise<number> {
  const rows = await queryRows<NoticeRow>(
    work.tx,
    sql`select e.id as enrollment_id, e.owner_agent_id, e.autopay_cap_cents as cap,
               e.pay_past_due_next as past_due, e.account_last4 as last4,
               k.display_name as owner_name, cc.display_name as community_name,
               x.login_email as email
          from direct_debit_enrollments e
          join portal_community_settings s on s.community_agent_id = e.community_agent_id
          left join contacts k on k.agent_id = e.owner_agent_id
          left join contacts cc on cc.agent_id = e.community_agent_id
          left join owner_access_accounts x on x.owner_agent_id = e.owner_agent_id
           and x.login_email is not null and not x.is_deactivated
         where e.is_active and e.is_autopay and s.is_enabled
           and s.autopay_draft_day = ${Number(draftDate.slice(8, 10))}
           and e.noticed_draft_date is distinct from ${draftDate}::date
           and not exists (select 1 from direct_debit_entries d join direct_debit_runs r on r.id = d.run_id
                            where d.owner_agent_id = e.owner_agent_id and d.is_autopay
                              and date_trunc('month', r.effective_date) = date_trunc('month', ${draftDate}::date))
         order by e.id
           for update of e`,
  );
  if (rows.length === 0) return 0;
  const drafts = await draftsOn(
    work.tx,
    rows.map((r) => ({
      ownerAgentId: Number(r.owner_agent_id),
      capCents: r.cap === null ? null : Number(r.cap),
      payPastDue: r.past_due,
    })),
    draftDate,
  );
  const mails = rows.flatMap((r) => {
    const draft = drafts.get(Number(r.owner_agent_id));
    const amountCents = draft?.amountCents ?? 0;
    const overLimitCents = draft?.overLimitCents ?? 0;
    if ((amountCents <= 0 && overLimitCents <= 0) || !r.email) return [];
    return [
      {
        toAddress: r.email,
        toUserId: null,
        recipientAgentId: Number(r.owner_agent_id),
        kind: 'autopay-notice',
        ...autopayNoticeMail(r.owner_name ?? 'owner', {
          draftDate,
          amountCents,
          overLimitCents,
          last4: r.last4,
          community: r.community_name ?? 'your community',
        }),
      },
    ];
  });
  await queueMail(work.tx, work.user.companyId, null, mails);
  await work.tx.execute(
    sql`update direct_debit_enrollments set noticed_draft_date = ${draftDate}
         where id in (${sql.join(
           rows.map((r) => sql`${Number(r.enrollment_id)}`),
           sql`, `,
         )})`,
  );
  return mails.length;
}

/**
 * The daily autopay notice (issue 23): three days before each draft, the companies with autopay
 * owners not yet noticed found through the scheduler policy, then each company's notices in its
 * own transaction.
 */
export function noticeAutopayDrafts(database: Database, asOf: Date): Promise<PerCompanyRun> {
  const draftDate = addDays(localDay(asOf), AutopayNoticeDays);
  return runPerCompany(
    database,
    sql`select distinct e.company_id::int8 as "companyId" from direct_debit_enrollments e
         where e.is_active and e.is_autopay
           and e.noticed_draft_date is distinct from ${draftDate}::date
         order by 1`,
    (tx, companyId) => noticeCompany({ tx, user: { companyId, userId: null } }, draftDate),
  );
}
