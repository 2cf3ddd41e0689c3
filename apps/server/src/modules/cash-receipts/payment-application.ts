import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { AssessmentCodeTypeIds, CodeTypeId, PaymentMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import { withJoinedReferences } from '../gl/index';
import { idArray } from '../../sql/index';
import { openBalanceLines } from '../owner-ledger/index';

/**
 * The owners' (distinct ids) open charges: for each code the owner owes on (prepaids and deposits
 * aside), the unpaid part of each charge, the newest charges being the unpaid ones (what was paid
 * went to the oldest). The charges are the owner lines as the open-balance rule counts them
 * (openBalanceLines): a charge paid by a payment that was returned NSF or backed out is open
 * again with its own date, and removed transactions are left out. Each comes with the code's
 * priority in its community: the community's own, else assessments 1 and every other charge code
 * 2. Columns: owner_agent_id, code_id, priority, post_date, sequence, open_cents. The same order as
 * the domain's comparePaymentOrder applies. Balances are looked up by owner (lateral, as in
 * insertApplications).
 */
export function openChargesSql(ownerIds: readonly number[]): SQL {
  return sql`with charges as (
     select l.owner_agent_id, l.code_id, l.post_date, l.id, l.amount_cents,
            coalesce(sum(l.amount_cents) over (partition by l.owner_agent_id, l.code_id
                     order by l.post_date desc, l.id desc
                     rows between unbounded preceding and 1 preceding), 0) as newer_cents
       from (${openBalanceLines({ owners: ownerIds }, null)}) l
      where l.amount_cents > 0)
   select b.owner_agent_id, b.code_id,
        coalesce(pp.priority, case when c.code_type_id = any(${`{${AssessmentCodeTypeIds.join(',')}}`}::smallint[])
                                   then 1 else 2 end)::int as priority,
        l.post_date, l.id as sequence,
        least(l.amount_cents, b.balance_cents - l.newer_cents) as open_cents
   from unnest(${idArray(ownerIds)}) as u(id)
   cross join lateral (select b.owner_agent_id, b.code_id, b.balance_cents from owner_code_balances b
                        where b.owner_agent_id = u.id and b.balance_cents > 0 offset 0) b
   join codes c on c.id = b.code_id
    and c.code_type_id not in (${CodeTypeId.PrePaid}::smallint, ${CodeTypeId.SecurityDeposit}::smallint)
   left join payment_priorities pp on pp.community_agent_id = c.community_agent_id and pp.code_id = c.id
   join charges l on l.owner_agent_id = b.owner_agent_id and l.code_id = b.code_id
  where l.newer_cents < b.balance_cents`;
}

/**
 * Works out, set-based, what each accrued receipt of `items` pays and writes it as the receipt's
 * owner details: a credit per code paid, on the bank's GL account, and what is left over to the
 * community's prepaid code. An owner's receipts pay one after the other in item order, each
 * starting where the one before stopped: a receipt is the slice [start, start + amount) of the
 * owner's payments, an open charge the slice [start, start + open) of the owner's charges in paying
 * order, and a receipt pays each charge their overlap. The caller holds the owners' locks.
 */
export async function insertApplications(
  tx: Tx,
  companyId: number,
  items: readonly { id: number; community: number }[],
  ownerIds: readonly number[],
): Promise<void> {
  // Each receipt's owners and totals looked up by index from the items given (lateral lookups;
  // `offset 0` keeps the planner from turning them into joins that read whole tables).
  const receipts = sql`select ia.id as item_agent_id, ia.agent_id as owner_agent_id,
        i.community_agent_id, t.account_id, t.amount_cents,
        sum(t.amount_cents) over (partition by ia.agent_id order by i.id, ia.id
                                  rows unbounded preceding) - t.amount_cents as start_cents
      from unnest(${idArray(items.map((i) => i.id))}, ${idArray(items.map((i) => i.community))})
        as i(id, community_agent_id)
      cross join lateral (select ia.id, ia.agent_id from item_agents ia
                           where ia.item_id = i.id and not ia.is_deleted offset 0) ia
      cross join lateral (select t.account_id, t.amount_cents from item_agent_details t
                           where t.item_agent_id = ia.id and t.code_id is null and not t.is_deleted
                          offset 0) t`;
  const charges = sql`select o.*, sum(o.open_cents) over (partition by o.owner_agent_id
        order by o.priority, o.post_date, o.code_id, o.sequence rows unbounded preceding)
        - o.open_cents as start_cents
      from (${openChargesSql(ownerIds)}) o`;
  const body = sql`with r as materialized (${receipts}), o as materialized (${charges}),
      paid as materialized (
        select r.item_agent_id, o.code_id,
               sum(least(r.start_cents + r.amount_cents, o.start_cents + o.open_cents)
                   - greatest(r.start_cents, o.start_cents)) as cents
          from r join o on o.owner_agent_id = r.owner_agent_id
           and o.start_cents < r.start_cents + r.amount_cents
           and r.start_cents < o.start_cents + o.open_cents
         group by r.item_agent_id, o.code_id),
      left_over as (
        select r.item_agent_id, r.community_agent_id, r.account_id,
               r.amount_cents - coalesce(p.cents, 0) as cents
          from r left join (select item_agent_id, sum(cents) as cents from paid
                             group by item_agent_id) p on p.item_agent_id = r.item_agent_id),
      prepaid as (
        select l.item_agent_id, l.account_id, l.cents,
               (select min(c.id) from codes c where c.community_agent_id = l.community_agent_id
                   and c.code_type_id = ${CodeTypeId.PrePaid}::smallint) as code_id
          from left_over l where l.cents > 0)`;
  // One statement: nothing is written when a community lacks the prepaid code for a left-over.
  // Its details name the receipts' item agents it reads.
  const [result] = await withJoinedReferences(tx, ['item_agent_details.item_agent_id'], () =>
    queryRows<{ blocked: boolean }>(
      tx,
      sql`${body},
      blocked as (select exists (select 1 from prepaid where code_id is null) as yes),
      written as (
        insert into item_agent_details (company_id, item_agent_id, code_id, amount_cents,
          accrued_amount_cents, is_debit, account_id)
        select ${companyId}, x.item_agent_id, x.code_id, x.cents, x.cents, false, x.account_id
          from (select p.item_agent_id, p.code_id, p.cents, r.account_id
                  from paid p join r on r.item_agent_id = p.item_agent_id
                union all
                select item_agent_id, code_id, cents, account_id from prepaid) x
         where not (select yes from blocked)
         order by x.item_agent_id, x.code_id
        returning 1)
      select (select yes from blocked) as blocked, (select count(*) from written)::int as n`,
    ),
  );
  if (result?.blocked) throw badRequest(M.noPrepaidCode);
}
