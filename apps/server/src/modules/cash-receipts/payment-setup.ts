import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, OpenChargeRow, ResponseOf } from '@hoa/contract';
import { CodeTypeId, OwnerLikeAgentTypeIds } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { openChargesSql } from './payment-application';

type GetPaymentSetup = typeof contract.cashReceipts.GetPaymentSetup;
type GetPaymentOwners = typeof contract.cashReceipts.GetPaymentOwners;
type GetOwnerOpenCharges = typeof contract.cashReceipts.GetOwnerOpenCharges;

const ownerTypes = sql`${`{${OwnerLikeAgentTypeIds.join(',')}}`}::smallint[]`;

/** The bank accounts a payment can go to (account numbers masked) and the prepaid code. */
export async function getPaymentSetup(
  ctx: RequestContext,
  { query }: InputOf<GetPaymentSetup>,
): Promise<ResponseOf<GetPaymentSetup>> {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const BankAccounts = await queryRows<ResponseOf<GetPaymentSetup>['BankAccounts'][number]>(
    ctx.tx,
    sql`select id::int8 as "BankAccountId", account_name as "AccountName",
               '****' || right(account_number, 4) as "MaskedAccountNumber",
               gl_account_id::int8 as "GlAccountId", is_primary as "IsPrimary"
          from bank_accounts
         where community_agent_id = ${query.communityAgentId}::bigint and not is_removed
         order by is_primary desc, account_name, id`,
  );
  const [prepaid] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select min(id)::int8 as id from codes
         where community_agent_id = ${query.communityAgentId}::bigint
           and code_type_id = ${CodeTypeId.PrePaid}::smallint`,
  );
  return { BankAccounts, PrepaidCodeId: prepaid?.id ?? null };
}

/** Owners who can pay: the community's owner-like agents by account number, with their balance. */
export async function getPaymentOwners(
  ctx: RequestContext,
  { query }: InputOf<GetPaymentOwners>,
): Promise<ResponseOf<GetPaymentOwners>> {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const term = `%${query.searchTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const Owners = await queryRows<ResponseOf<GetPaymentOwners>['Owners'][number]>(
    ctx.tx,
    sql`select o.id::int8 as "OwnerAgentId", coalesce(k.display_name, '') as "OwnerName",
               pd.account_number as "AccountNumber",
               nullif(trim(concat_ws(' ', ad.street_number, ad.street_name)), '') as "Address",
               coalesce((select sum(b.balance_cents) from owner_code_balances b
                          where b.owner_agent_id = o.id), 0)::int8 as "Balance"
          from agents o
          left join contacts k on k.agent_id = o.id
          left join property_details pd on pd.agent_id = o.parent_agent_id
          left join lateral (select a.street_number, a.street_name from addresses a
                              where a.agent_id = o.parent_agent_id order by a.id limit 1) ad on true
         where o.community_agent_id = ${query.communityAgentId}::bigint and not o.is_deleted
           and o.agent_type_id = any(${ownerTypes})
           and (k.display_name ilike ${term} or pd.account_number ilike ${term}
                or concat_ws(' ', ad.street_number, ad.street_name) ilike ${term})
         order by pd.account_number nulls last, k.display_name, o.id
         limit 50`,
  );
  return { Owners };
}

/** An owner's open charges in the community's paying order (what a payment would pay first). */
export async function getOwnerOpenCharges(
  ctx: RequestContext,
  { query }: InputOf<GetOwnerOpenCharges>,
): Promise<ResponseOf<GetOwnerOpenCharges>> {
  requireClaim(ctx, 'arownerpayments', 'read');
  const [owner] = await queryRows<{ community: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community from agents
         where id = ${query.ownerAgentId}::bigint and agent_type_id = any(${ownerTypes})`,
  );
  if (!owner) throw notFound();
  await requireCommunity(ctx, owner.community);
  const Charges = await queryRows<OpenChargeRow>(
    ctx.tx,
    sql`select o.code_id::int8 as "CodeID", c.code_alias as "CodeAlias", c.code_name as "CodeName",
               o.priority as "Priority", o.post_date::text as "PostDate",
               o.sequence::int8 as "Sequence", o.open_cents::int8 as "OpenAmount"
          from (${openChargesSql([query.ownerAgentId])}) o join codes c on c.id = o.code_id
         order by o.priority, o.post_date, o.code_id, o.sequence`,
  );
  return { OwnerAgentId: query.ownerAgentId, Charges };
}
