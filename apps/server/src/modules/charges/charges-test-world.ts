import { queryRows, sql, type SQL } from '@hoa/db';
import type { Harness } from '../../../test/app-harness';
import { signIn } from '../../../test/api';
import { createTestCompany } from '../../../test/factories';
import { setUpReceivables, type ReceivableWorld } from '../../../test/receivable-factories';

/** A company of two billed communities (3 homes each, ASMT assigned) and its admin's token. */
export async function chargesWorld(h: Harness) {
  const company = await createTestCompany(h.database);
  const [communityId = 0, otherCommunityId = 0] = company.communityIds;
  const main: ReceivableWorld = await setUpReceivables(h.database, company.companyId, communityId);
  const other = await setUpReceivables(h.database, company.companyId, otherCommunityId);
  const token = await signIn(h.app, company.admin.userName);
  const run = (statement: SQL) =>
    h.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
      tx.execute(statement),
    );
  const rows = <T>(statement: SQL) =>
    h.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
      queryRows<T>(tx, statement),
    );
  /** Net debit per account number of a community's ledger. */
  const trialBalance = async (community: number) =>
    Object.fromEntries(
      (
        await rows<{ number: string; net: number }>(
          sql`select a.account_number as number, sum(l.debit_cents - l.credit_cents)::int as net
                from gl_lines l join accounts a on a.id = l.account_id
               where l.community_agent_id = ${community} group by a.account_number`,
        )
      ).map((r) => [r.number, r.net]),
    );
  /** Balance per owner and code alias of a community. */
  const ownerBalances = async (community: number) =>
    (
      await rows<{ owner: number; alias: string; cents: number }>(
        sql`select b.owner_agent_id::int as owner, k.code_alias as alias, b.balance_cents::int as cents
              from owner_code_balances b join codes k on k.id = b.code_id
             where b.community_agent_id = ${community} order by 1, 2`,
      )
    ).map((r) => `${r.owner}:${r.alias}:${r.cents}`);
  return {
    company,
    communityId,
    otherCommunityId,
    main,
    other,
    token,
    run,
    rows,
    trialBalance,
    ownerBalances,
  };
}
