import type { contract, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { CodeTypeId, ReceivableCodeTypeIds } from '@hoa/domain';
import type { OwnerContext } from '../owner-auth/index';
import { asBoardUser } from './board-member';

type Call = typeof contract.portalBoard.GetBoardDelinquencies;

const owedCodeTypes = `{${ReceivableCodeTypeIds.filter((id) => id !== CodeTypeId.PrePaid).join(',')}}`;

/**
 * The community's current owners who owe (their balance on charge and violation codes above zero),
 * largest first. Where the company hides names from boards, the name is not even read out.
 */
export async function getBoardDelinquencies(ctx: OwnerContext): Promise<ResponseOf<Call>> {
  await asBoardUser(ctx);
  const [setting] = await queryRows<{ hide: boolean }>(
    ctx.tx,
    sql`select board_hides_delinquent_names as hide from portal_company_settings
         where company_id = ${ctx.owner.companyId}`,
  );
  const hide = setting?.hide ?? false;
  const rows = await queryRows<{
    OwnerName: string | null;
    AccountNumber: string | null;
    Address: string;
    BalanceCents: number;
  }>(
    ctx.tx,
    sql`select ${hide ? sql`null::text` : sql`oc.display_name`} as "OwnerName",
               d.account_number as "AccountNumber",
               coalesce((select nullif(trim(concat_ws(' ', a.street_number, a.street_name, a.unit)), '')
                           from addresses a where a.agent_id = p.id
                          order by a.is_primary desc, a.id limit 1), pc.display_name) as "Address",
               sum(b.balance_cents)::int8 as "BalanceCents"
          from owner_code_balances b
          join codes c on c.id = b.code_id and c.code_type_id = any(${owedCodeTypes}::smallint[])
          join agents o on o.id = b.owner_agent_id and not o.is_deleted
          join agents p on p.id = o.parent_agent_id
          join contacts oc on oc.agent_id = o.id
          join contacts pc on pc.agent_id = p.id
          left join property_details d on d.agent_id = p.id
         where p.community_agent_id = ${ctx.owner.communityAgentId}
         group by o.id, oc.display_name, p.id, pc.display_name, d.account_number
        having sum(b.balance_cents) > 0
         order by 4 desc, 2
         limit 500`,
  );
  return {
    NamesHidden: hide,
    Rows: rows.map((r) => ({ ...r, BalanceCents: Number(r.BalanceCents) })),
  };
}
