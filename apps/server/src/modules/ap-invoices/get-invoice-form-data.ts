import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetFormData = typeof contract.apInvoices.GetInvoiceFormData;
type FormData = ResponseOf<GetFormData>;

/** AccountsPayable/GetInvoiceFormData: vendors, the community's active accounts, cost centers, banks. */
export async function getInvoiceFormData(
  ctx: RequestContext,
  { query }: InputOf<GetFormData>,
): Promise<FormData> {
  requireClaim(ctx, 'apinvoice', 'read');
  const community = query.communityAgentId;
  await requireCommunity(ctx, community);
  const Vendors = await queryRows<FormData['Vendors'][number]>(
    ctx.tx,
    sql`select a.id::int8 as "Id", c.display_name as "Name"
            from agents a join contacts c on c.agent_id = a.id
           where a.agent_type_id in (${AgentTypeId.Vendor}, ${AgentTypeId.GlobalVendor})
           order by c.display_name, a.id`,
  );
  const Accounts = await queryRows<FormData['Accounts'][number]>(
    ctx.tx,
    sql`select id::int8 as "Id", account_name as "Name", account_number as "Number"
            from accounts where community_agent_id = ${community}::bigint and is_active
           order by account_number`,
  );
  const CostCenters = await queryRows<FormData['CostCenters'][number]>(
    ctx.tx,
    sql`select id::int8 as "Id", cost_center_number || ' ' || cost_center_name as "Name"
            from cost_centers where community_agent_id = ${community}::bigint
           order by cost_center_number`,
  );
  const BankAccounts = await queryRows<FormData['BankAccounts'][number]>(
    ctx.tx,
    sql`select id::int8 as "Id", account_name as "Name", is_primary as "IsPrimary"
            from bank_accounts where community_agent_id = ${community}::bigint and not is_removed
           order by is_primary desc, account_name`,
  );
  return { Vendors, Accounts, CostCenters, BankAccounts };
}
