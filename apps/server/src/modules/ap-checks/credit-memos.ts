import { queryRows, sql, type SQL } from '@hoa/db';
import type { contract, CreditMemo, InputOf, ResponseOf } from '@hoa/contract';
import {
  AccountRequiredTypeId,
  AgentTypeId,
  CheckMessages as M,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postEntries } from '../gl/index';
import { creditMemoPosting } from './credit-memo-posting';

type A = typeof contract.apChecks;

/** Credit memos matching `where` (over m), oldest first. */
export function readCredits(ctx: RequestContext, where: SQL): Promise<CreditMemo[]> {
  return queryRows<CreditMemo>(
    ctx.tx,
    sql`select m.item_id::int8 as "ItemId", m.community_agent_id::int8 as "CommunityAgentId",
               m.vendor_agent_id::int8 as "VendorAgentId", coalesce(c.display_name, '') as "VendorDisplayName",
               m.credit_number as "CreditNumber", m.credit_date::text as "CreditDate",
               m.amount_cents::int8 as "Amount", m.applied_cents::int8 as "Applied",
               (m.amount_cents - m.applied_cents)::int8 as "Open"
          from ap_credit_memos m left join contacts c on c.agent_id = m.vendor_agent_id
         where ${where}
         order by m.credit_date, m.item_id`,
  );
}

/** AccountsPayable/GetOpenCredits. */
export async function getOpenCredits(
  ctx: RequestContext,
  { query }: InputOf<A['GetOpenCredits']>,
): Promise<ResponseOf<A['GetOpenCredits']>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const vendor =
    query.vendorAgentId === undefined
      ? sql`true`
      : sql`m.vendor_agent_id = ${query.vendorAgentId}::bigint`;
  return readCredits(
    ctx,
    sql`m.community_agent_id = ${query.communityAgentId}::bigint and m.applied_cents < m.amount_cents and ${vendor}`,
  );
}

/**
 * AccountsPayable/AddCreditMemo: a vendor credit (81), posted on its date: the expense account
 * credited, the community's Accounts Payable debited. Check runs take it off the vendor's checks.
 */
export async function addCreditMemo(
  ctx: RequestContext,
  { body }: InputOf<A['AddCreditMemo']>,
): Promise<ResponseOf<A['AddCreditMemo']>> {
  requireClaim(ctx, 'apinvoice', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const [facts] = await queryRows<{ vendor: boolean; account: boolean; payable: number | null }>(
    ctx.tx,
    sql`select exists (select 1 from agents where id = ${body.VendorAgentId}::bigint
                        and agent_type_id = ${AgentTypeId.Vendor}) as vendor,
               exists (select 1 from accounts where id = ${body.AccountId}::bigint
                        and community_agent_id = ${body.CommunityAgentId}::bigint) as account,
               (select account_id::int8 from required_accounts
                 where community_agent_id = ${body.CommunityAgentId}::bigint
                   and account_required_type_id = ${AccountRequiredTypeId.AccountsPayable}) as payable`,
  );
  if (!facts?.vendor) throw badRequest(M.vendorRequired);
  if (!facts.account) throw badRequest(M.accountRequired);
  if (facts.payable === null) throw badRequest(M.noPayableAccount);
  const [item] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`with i as (
          insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date,
                             post_date, reference, created_by_user_id)
          values (${ctx.user.companyId}::bigint, ${body.CommunityAgentId}::bigint, ${TxnTypeId.CreditMemo},
                  ${StatusId.Posted}, ${body.CreditDate}::date, ${body.CreditDate}::date,
                  ${body.CreditNumber}, ${ctx.user.userId}::bigint)
          returning id
        ), a as (
          insert into item_agents (company_id, item_id, agent_id)
          select ${ctx.user.companyId}::bigint, id, ${body.VendorAgentId}::bigint from i returning id
        ), d as (
          insert into item_agent_details (company_id, item_agent_id, account_id, amount_cents, is_debit, reference)
          select ${ctx.user.companyId}::bigint, a.id, ${body.AccountId}::bigint, ${body.Amount}::bigint,
                 false, ${body.CreditNumber} from a
        ), m as (
          insert into ap_credit_memos (item_id, company_id, community_agent_id, vendor_agent_id,
                                       credit_number, credit_date, amount_cents)
          select id, ${ctx.user.companyId}::bigint, ${body.CommunityAgentId}::bigint,
                 ${body.VendorAgentId}::bigint, ${body.CreditNumber}, ${body.CreditDate}::date,
                 ${body.Amount}::bigint from i
        )
        select id::int8 as id from i`,
  );
  if (!item) throw new Error('credit memo not stored');
  await postEntries(
    ctx.tx,
    ctx.user.companyId,
    creditMemoPosting({
      itemId: item.id,
      communityAgentId: body.CommunityAgentId,
      creditDate: body.CreditDate,
      creditNumber: body.CreditNumber,
      payableAccountId: facts.payable,
      accountId: body.AccountId,
      amountCents: body.Amount,
    }),
  );
  const [memo] = await readCredits(ctx, sql`m.item_id = ${item.id}::bigint`);
  if (!memo) throw new Error('credit memo not read');
  return memo;
}
