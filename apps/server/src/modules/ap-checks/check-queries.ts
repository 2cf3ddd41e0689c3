import { queryRows, sql, type SQL } from '@hoa/db';
import type { Check } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** Checks (ap_payments by check, over p) matching `where`, newest first. */
export function readChecks(ctx: RequestContext, where: SQL, limit = 500): Promise<Check[]> {
  return queryRows<Check>(
    ctx.tx,
    sql`select p.item_id::int8 as "ItemId", p.id::int8 as "PaymentId", i.txn_type_id::int as "TxnTypeId",
               p.community_agent_id::int8 as "CommunityAgentId", p.bank_account_id::int8 as "BankAccountId",
               ba.account_name as "BankAccountName", p.vendor_agent_id::int8 as "VendorAgentId",
               coalesce(v.display_name, '') as "VendorDisplayName", p.check_number as "CheckNumber",
               p.payment_date::text as "CheckDate", p.amount_cents::int8 as "Amount",
               p.method::int as "Method", p.status::int as "Status",
               p.void_item_id::int8 as "VoidItemId", vi.post_date::text as "VoidDate",
               p.check_run_id::int8 as "CheckRunId",
               (r.file_key is not null) as "HasFile"
          from ap_payments p
          join items i on i.id = p.item_id
          join bank_accounts ba on ba.id = p.bank_account_id
          left join contacts v on v.agent_id = p.vendor_agent_id
          left join items vi on vi.id = p.void_item_id
          left join ap_check_runs r on r.id = p.check_run_id
         where p.method in (1, 2) and ${where}
         order by p.payment_date desc, p.id desc
         limit ${limit}`,
  );
}

/** One check by its item, in a community on the caller's list. */
export async function readCheck(ctx: RequestContext, itemId: number): Promise<Check> {
  const [check] = await readChecks(ctx, sql`p.item_id = ${itemId}::bigint`, 1);
  if (!check) throw notFound();
  await requireCommunity(ctx, check.CommunityAgentId);
  return check;
}

export interface CheckBank {
  id: number;
  communityAgentId: number;
  accountName: string;
  accountNumber: string;
  routingNumber: string | null;
  bankName: string;
  communityName: string;
}

/** A live bank account of the community, for writing checks on. */
export async function checkBank(
  ctx: RequestContext,
  communityAgentId: number,
  bankAccountId: number,
): Promise<CheckBank | undefined> {
  const [bank] = await queryRows<CheckBank>(
    ctx.tx,
    sql`select ba.id::int8 as id, ba.community_agent_id::int8 as "communityAgentId",
               ba.account_name as "accountName", ba.account_number as "accountNumber",
               ba.routing_number as "routingNumber", coalesce(bc.display_name, '') as "bankName",
               coalesce(cc.display_name, '') as "communityName"
          from bank_accounts ba
          left join contacts bc on bc.agent_id = ba.bank_agent_id
          left join contacts cc on cc.agent_id = ba.community_agent_id
         where ba.id = ${bankAccountId}::bigint
           and ba.community_agent_id = ${communityAgentId}::bigint and not ba.is_removed`,
  );
  return bank;
}

/** Whether any of the check numbers is already a check of the bank account. */
export async function checkNumbersTaken(
  ctx: RequestContext,
  bankAccountId: number,
  numbers: readonly string[],
): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    ctx.tx,
    sql`select exists (select 1 from ap_payments where bank_account_id = ${bankAccountId}::bigint
                        and method in (1, 2) and check_number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))) as taken`,
  );
  return row?.taken ?? false;
}
