import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { primaryOwners } from '../charges/index';
import { idArray } from '../../sql/index';
import { readInterestSettings } from './get-interest-settings';

type Get = typeof contract.lateFeesInterest.GetInterestCandidates;

interface CandidateRow {
  id: string | number;
  account_number: string | null;
  address: string | null;
  owner_name: string | null;
  balance: string | number;
}

/**
 * The properties an interest run can charge (the picker of 'At least 1 property must be
 * selected.'), by account number, with the owner's balance of the selected codes; a search term
 * matches account number, address or owner name.
 */
export async function getInterestCandidates(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'arapplyinterest', 'read');
  const { communityAgentId, skip, take, searchTerm } = input.query;
  await requireCommunity(ctx, communityAgentId);
  const { CodeIds } = await readInterestSettings(ctx.tx, communityAgentId);
  const term = searchTerm ? `%${searchTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const candidates = sql`from agents p
          left join property_details pd on pd.agent_id = p.id
          left join contacts pc on pc.agent_id = p.id
          left join (${primaryOwners(sql`select ${communityAgentId}::bigint`)}) o on o.property_id = p.id
          left join contacts oc on oc.agent_id = o.owner_agent_id
         where p.community_agent_id = ${communityAgentId} and not p.is_deleted
           and p.agent_type_id = ${AgentTypeId.Property}::smallint
           ${
             term === null
               ? sql``
               : sql`and (pd.account_number ilike ${term} or pc.display_name ilike ${term}
                          or oc.display_name ilike ${term})`
           }`;
  const [count] = await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total ${candidates}`,
  );
  const rows = await queryRows<CandidateRow>(
    ctx.tx,
    sql`select p.id, pd.account_number, pc.display_name as address, oc.display_name as owner_name,
               coalesce((select sum(b.balance_cents) from owner_code_balances b
                          where b.owner_agent_id = o.owner_agent_id
                            and b.code_id = any(${idArray(CodeIds)})), 0) as balance
          ${candidates}
         order by pd.account_number nulls last, p.id
         offset ${skip} limit ${take}`,
  );
  return {
    Candidates: rows.map((r) => ({
      PropertyID: Number(r.id),
      AccountNumber: r.account_number,
      Address: r.address,
      OwnerName: r.owner_name,
      Balance: Number(r.balance),
    })),
    TotalCount: count?.total ?? 0,
  };
}
