import { queryRows, sql, type Database } from '@hoa/db';
import {
  architecturalReminderDates,
  architecturalReminderMail,
  localDay,
  type IsoDate,
} from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';
import { runPerCompany, type PerCompanyRun } from '../../jobs/per-company';
import { queueMail } from '../mail/index';
import { committeeApprovers, internalApprovers } from './approver-rows';
import { liveRequests, readArchitecturalRequest } from './request-rows';
import { mailFacts, mailVoteLinks } from './vote-links';

/**
 * One company's reminders of the decision clock on the day: each pending request with a reminder
 * day (half-way through its window, the day before it is due) come and not yet sent gets one
 * reminder, to each approver who has not voted (an internal approver at the user's address, a
 * committee approver with new voting links, the old ones revoked), and a row per reminder day so
 * none goes twice. Answers the requests reminded.
 */
async function remindCompany(work: CompanyWork, day: IsoDate): Promise<number> {
  const pending = await queryRows<{ item_id: string | number; received_on: string; days: number }>(
    work.tx,
    sql`select r.item_id, r.received_on::text as received_on,
               (r.due_on - r.received_on)::int as days
          from ${liveRequests}
         where r.status_id = 1
         order by r.item_id
           for update of r`,
  );
  const sent = await queryRows<{ item_id: string | number; remind_on: string }>(
    work.tx,
    sql`select item_id, remind_on::text as remind_on from architectural_reminders
         where item_id in (select item_id from architectural_requests where status_id = 1)`,
  );
  const done = new Set(sent.map((s) => `${s.item_id}:${s.remind_on}`));
  let reminded = 0;
  for (const row of pending) {
    const itemId = Number(row.item_id);
    const due = architecturalReminderDates(row.received_on, row.days).filter(
      (d) => d <= day && !done.has(`${itemId}:${d}`),
    );
    if (due.length === 0) continue;
    const request = await readArchitecturalRequest(work, itemId);
    const facts = mailFacts(request);
    const internal = (await internalApprovers(work, itemId)).filter((a) => a.Vote === null);
    await queueMail(
      work.tx,
      work.user.companyId,
      null,
      internal.map((a) => ({
        toAddress: a.Email,
        toUserId: a.UserAgentId,
        kind: 'architectural-reminder',
        ...architecturalReminderMail(facts, a.UserName),
      })),
    );
    const committee = (await committeeApprovers(work, itemId)).filter((a) => a.Vote === null);
    await mailVoteLinks(
      work,
      request,
      committee.map((a) => ({
        id: a.CommitteeApproverId,
        emailAddress: a.EmailAddress,
        name: a.Name,
      })),
      true,
    );
    await work.tx.execute(
      sql`insert into architectural_reminders (company_id, item_id, remind_on)
          select ${work.user.companyId}, ${itemId}, d::date
            from jsonb_array_elements_text(${JSON.stringify(due)}::jsonb) as d
          on conflict do nothing`,
    );
    reminded += 1;
  }
  return reminded;
}

/**
 * The decision clock's daily run (issue 21): the companies with pending architectural requests
 * found through the scheduler policy, then each company's reminders in its own transaction.
 */
export function remindArchitecturalApprovers(
  database: Database,
  asOf: Date,
): Promise<PerCompanyRun> {
  const day = localDay(asOf);
  return runPerCompany(
    database,
    sql`select distinct r.company_id::int8 as "companyId" from architectural_requests r
         where r.status_id = 1 order by 1`,
    (tx, companyId) => remindCompany({ tx, user: { companyId, userId: null } }, day),
  );
}
