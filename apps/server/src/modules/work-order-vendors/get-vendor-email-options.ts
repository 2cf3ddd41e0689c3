import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf, VendorEmailOptions } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireWorkOrderFacts } from './work-order-facts';

type GetVendorEmailOptions = typeof contract.workOrderVendors.GetVendorEmailOptions;

/**
 * WorkOrder/GetVendorEmailOptions: the vendor the work order is issued to with its own email and
 * its contacts (vendor contact agents, type 23) that have one, by name.
 */
export async function getVendorEmailOptions(
  ctx: RequestContext,
  { query }: InputOf<GetVendorEmailOptions>,
): Promise<ResponseOf<GetVendorEmailOptions>> {
  const facts = await requireWorkOrderFacts(ctx, query.itemId, 'read');
  const vendor = facts.VendorAgentId;
  if (vendor === null)
    return { VendorAgentId: null, VendorName: null, VendorEmail: null, Contacts: [] };
  const [own] = await queryRows<{ email: string | null }>(
    ctx.tx,
    sql`select nullif(trim(primary_email_address), '') as email from contacts where agent_id = ${vendor}`,
  );
  const contacts = await queryRows<VendorEmailOptions['Contacts'][number]>(
    ctx.tx,
    sql`select a.id::int8 as "AgentId",
               coalesce(nullif(c.display_name, ''), concat_ws(' ', c.first_name, c.last_name))
                 as "Name",
               trim(c.primary_email_address) as "Email"
          from agents a join contacts c on c.agent_id = a.id
         where a.parent_agent_id = ${vendor} and a.agent_type_id = ${AgentTypeId.VendorContact}
           and not a.is_deleted and nullif(trim(c.primary_email_address), '') is not null
         order by 2, a.id`,
  );
  return {
    VendorAgentId: vendor,
    VendorName: facts.VendorName,
    VendorEmail: own?.email ?? null,
    Contacts: contacts,
  };
}
