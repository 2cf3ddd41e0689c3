import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { bookBalanceOf } from '../banks/index';
import type { RequestContext } from '../../http/request-context';

type Get = typeof contract.apChecks.GetBanks;

/**
 * AccountsPayable/GetBanks (spec 2 §7): the community's bank accounts checks are written on, with
 * their next check number.
 */
export async function getBanks(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return queryRows(
    ctx.tx,
    sql`select ba.id::int8 as "BankAccountId", ba.account_name as "AccountName",
               coalesce(bc.display_name, '') as "BankName", right(ba.account_number, 4) as "AccountNumberLast4",
               ba.next_check_number as "NextCheckNumber", ba.is_primary as "IsPrimary",
               (select count(*)::int from bank_account_signatures s where s.bank_account_id = ba.id)
                 as "SignatureCount", ${bookBalanceOf(sql`ba`)} as "BookBalance"
          from bank_accounts ba left join contacts bc on bc.agent_id = ba.bank_agent_id
         where ba.community_agent_id = ${query.communityAgentId}::bigint and not ba.is_removed
           and ba.gl_account_id is not null
         order by ba.is_primary desc, ba.account_name, ba.id`,
  );
}
