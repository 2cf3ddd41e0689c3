// The global search as one statement: a limited, ordered query per hit source, run together.
import { sql, type SQL } from '@hoa/db';
import {
  FullSearchMinLength,
  hasAccess,
  hiddenTxnTypeIds,
  StatusId,
  transactionIdOf,
  WebAddressTypeId,
} from '@hoa/domain';
import type { SearchHitType } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import {
  agentCommunity,
  idArray,
  ilikeAny,
  inUserCommunities,
  phoneLine,
  preparedSearchRows,
  streetLine,
  type TermMatch,
  visibleAgent,
} from '../../sql/index';

/** One raw hit; the use case turns it into a title and a subtitle. */
export interface RawHit {
  hit_type: SearchHitType;
  agent_id: string | number | null;
  agent_type_id: number | null;
  item_id: string | number | null;
  txn_type_id: number | null;
  status_id: number | null;
  account_id: string | number | null;
  community_agent_id: string | number | null;
  /** The matched text: name, street line, area code, address, field name, reference, number. */
  text1: string | null;
  /** Its second part: account number, city, phone number, field value, event date, name. */
  text2: string | null;
  owner_name: string | null;
  community_name: string | null;
}

interface AgentBranch {
  type: SearchHitType;
  /** The indexed rows searched, aliased src (with any joins they need). */
  from: SQL;
  /** The match on src, through its trigram index. */
  where: SQL;
  text1: SQL;
  text2?: SQL;
  /** The matched text, to order by. */
  orderBy: SQL;
  /** The owning agent's name where src already holds it (src is its contact); else looked up. */
  ownerName?: SQL;
}

// A kind of hit is looked for among its first 400 matches the caller may see (in storage order),
// of which the first `take` by the matched text are kept: a term matching thousands of owners
// ('son', 'ha') costs no more than one matching 400, and any narrower term is ordered exactly.
const candidatesPerKind = 400;

// Every branch yields the same columns, in this order. The owning agent is looked up per match
// (the lateral is fenced by offset 0): a hash join would read every agent of the company. Its
// contact is joined for its name unless src is that contact.
function agentHit(ctx: RequestContext, branch: AgentBranch, take: number): SQL {
  const lookUpName = branch.ownerName === undefined;
  return sql`(select ${branch.type}::text as hit_type, hit.id as agent_id,
      hit.agent_type_id::int as agent_type_id, null::bigint as item_id, null::int as txn_type_id,
      null::int as status_id, null::bigint as account_id, hit.community_agent_id,
      hit.text1, hit.text2, hit.owner_name::text as owner_name
    from (select a.id, a.agent_type_id, a.community_agent_id,
        ${branch.ownerName ?? sql`a.owner_name`} as owner_name,
        ${branch.text1}::text as text1, ${branch.text2 ?? sql`null`}::text as text2,
        ${branch.orderBy}::text as sort_key
      from ${branch.from}
      cross join lateral (select a.id, a.agent_type_id, ${agentCommunity('a')} as community_agent_id
          ${lookUpName ? sql`, c.display_name as owner_name` : sql``}
        from agents a ${lookUpName ? sql`join contacts c on c.agent_id = a.id` : sql``}
        where a.id = src.agent_id and ${visibleAgent(ctx, 'a')} offset 0) a
      where ${branch.where}
      limit ${candidatesPerKind}) hit
    order by hit.sort_key, hit.id
    limit ${take})`;
}

export async function runGlobalSearch(
  ctx: RequestContext,
  match: TermMatch,
  take: number,
): Promise<RawHit[]> {
  const { patterns } = match;
  // A constant in the statement, so that the planner proves the partial index of either kind.
  const email = sql.raw(String(WebAddressTypeId.Email));
  const agentBranches: AgentBranch[] = [
    {
      type: 'Agent',
      from: sql`contacts src`,
      where: ilikeAny(sql`src.display_name`, patterns),
      text1: sql`src.display_name`,
      orderBy: sql`src.display_name`,
      ownerName: sql`src.display_name`,
    },
  ];
  if (match.term.length >= FullSearchMinLength) {
    agentBranches.push(
      {
        type: 'Address',
        from: sql`addresses src`,
        where: ilikeAny(streetLine('src'), patterns),
        text1: sql`${streetLine('src')} || coalesce(' Unit ' || src.unit, '')`,
        text2: sql`src.city`,
        orderBy: streetLine('src'),
      },
      {
        type: 'Email',
        // Both sources hold the same address often; the use case keeps one hit of it.
        from: sql`(select agent_id, primary_email_address as address from contacts
          where ${ilikeAny(sql`primary_email_address`, patterns)}
        union all
        select agent_id, address from web_addresses
          where web_address_type_id = ${email}
            and ${ilikeAny(sql`address`, patterns)}) src`,
        where: sql`true`,
        text1: sql`src.address`,
        orderBy: sql`src.address`,
      },
      {
        type: 'WebAddress',
        from: sql`web_addresses src`,
        where: sql`src.web_address_type_id <> ${email}
        and ${ilikeAny(sql`src.address`, patterns)}`,
        text1: sql`src.address`,
        orderBy: sql`src.address`,
      },
      {
        type: 'CustomField',
        from: sql`custom_field_values src
        join custom_fields f on f.id = src.custom_field_id and f.enabled
        join custom_field_groups g on g.id = f.group_id and g.enabled`,
        where: ilikeAny(sql`src.value`, patterns),
        text1: sql`f.name`,
        text2: sql`src.value`,
        orderBy: sql`src.value`,
      },
      {
        type: 'Agent',
        from: sql`property_details src`,
        where: ilikeAny(sql`src.account_number`, patterns),
        text1: sql`null`,
        text2: sql`src.account_number`,
        orderBy: sql`src.account_number`,
      },
    );
  }
  if (match.phonePattern) {
    agentBranches.push({
      type: 'Phone',
      from: sql`phones src`,
      where: sql`${phoneLine('src')} ilike ${match.phonePattern}`,
      text1: sql`src.area_code`,
      text2: sql`src.phone_number`,
      orderBy: phoneLine('src'),
    });
  }
  const branches = agentBranches.map((branch) => agentHit(ctx, branch, take));
  const itemId = transactionIdOf(match.term);
  if (itemId !== null) branches.push(transactionHit(ctx, itemId));
  if (
    match.term.length >= FullSearchMinLength &&
    hasAccess(ctx.user.grants, 'glaccounts', 'read')
  ) {
    branches.push(accountHits(ctx, match, take));
  }
  return preparedSearchRows<RawHit>(
    ctx,
    sql`select h.*, cc.display_name as community_name
        from (${sql.join(branches, sql` union all `)}) h
        left join contacts cc on cc.agent_id = h.community_agent_id`,
  );
}

/** A transaction by its id, in the caller's communities, of a type they may read. */
function transactionHit(ctx: RequestContext, itemId: number): SQL {
  return sql`(select 'Transaction'::text, party.agent_id, null::int, i.id, i.txn_type_id::int,
      i.status_id::int, null::bigint, i.community_agent_id, i.reference::text, i.event_date::text,
      pc.display_name::text
    from items i
    left join lateral (select ia.agent_id from item_parties ia
        where ia.item_id = i.id and not ia.is_deleted
        order by ia.item_agent_id, ia.agent_id limit 1) party on true
    left join contacts pc on pc.agent_id = party.agent_id
    where i.id = ${itemId}
      and ${inUserCommunities(ctx, sql`i.community_agent_id`, { live: true })}
      and i.status_id <> ${StatusId.Deleted}
      and i.txn_type_id <> all(${idArray(hiddenTxnTypeIds(ctx.user.grants))}))`;
}

/** GL accounts of the caller's communities by name, or by exact account number. */
function accountHits(ctx: RequestContext, match: TermMatch, take: number): SQL {
  // The name goes through its trigram index; a number is looked up only when the term has a digit.
  const byNumber = /\d/.test(match.term)
    ? sql`union select id from accounts where account_number = ${match.term}`
    : sql``;
  return sql`(select 'Account'::text, null::bigint, null::int, null::bigint, null::int, null::int,
      ac.id, ac.community_agent_id, ac.account_number::text, ac.account_name::text, null::text
    from (select id from accounts where ${ilikeAny(sql`account_name`, match.patterns)} ${byNumber}) m
    join accounts ac on ac.id = m.id
    where ${inUserCommunities(ctx, sql`ac.community_agent_id`, { live: true })}
    order by ac.account_number, ac.id
    limit ${take})`;
}
