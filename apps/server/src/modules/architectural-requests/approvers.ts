import { queryRows, sql } from '@hoa/db';
import type { ArchitecturalRequest } from '@hoa/contract';
import type { CompanyWork } from '../../http/request-context';
import { idArray } from '../../sql/index';
import type { CheckedFacts } from './request-facts';
import { mailVoteLinks } from './vote-links';

/**
 * Sets a request's approvers to the checked ones: those no longer named leave (with their votes;
 * a removed committee approver's links stop working), the new ones join, and each new committee
 * approver is mailed the voting links. Votes already cast by those who stay are kept.
 */
export async function setApprovers(
  ctx: CompanyWork,
  request: ArchitecturalRequest,
  facts: Pick<CheckedFacts, 'internalUserIds' | 'committee'>,
): Promise<void> {
  const itemId = request.TopsItemId;
  const companyId = ctx.user.companyId;
  await ctx.tx.execute(
    sql`delete from architectural_internal_approvers
         where item_id = ${itemId} and user_id <> all(${idArray(facts.internalUserIds)})`,
  );
  await ctx.tx.execute(
    sql`insert into architectural_internal_approvers (company_id, item_id, user_id)
        select ${companyId}, ${itemId}, u from unnest(${idArray(facts.internalUserIds)}) as u
        on conflict do nothing`,
  );
  const emails = facts.committee.map((c) => c.emailAddress.toLowerCase());
  const removed = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from architectural_committee_approvers
         where item_id = ${itemId}
           and lower(email_address) not in
               (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
  );
  const removedIds = removed.map((row) => Number(row.id));
  // A removed approver's links go with it: used later, they are refused as unknown.
  if (removedIds.length > 0) {
    await ctx.tx.execute(
      sql`delete from architectural_vote_links where committee_approver_id = any(${idArray(removedIds)})`,
    );
    await ctx.tx.execute(
      sql`delete from architectural_committee_approvers where id = any(${idArray(removedIds)})`,
    );
  }
  const added = await queryRows<{
    id: string | number;
    email_address: string;
    name: string | null;
  }>(
    ctx.tx,
    sql`insert into architectural_committee_approvers (company_id, item_id, email_address, name)
        select ${companyId}, ${itemId}, c.email, c.name
          from jsonb_to_recordset(${JSON.stringify(
            facts.committee.map((c) => ({ email: c.emailAddress, name: c.name })),
          )}::jsonb) as c(email text, name text)
        on conflict do nothing
        returning id, email_address, name`,
  );
  await mailVoteLinks(
    ctx,
    request,
    added.map((row) => ({ id: Number(row.id), emailAddress: row.email_address, name: row.name })),
  );
}
