// Per community: each demo code's receivable and income (for PP, liability) accounts, and the
// assessment code ASMT assigned to every property. Set-based: two statements for all communities.
import { AgentTypeId, CodeAccountTypeId, PrepaidCodeAlias } from '@hoa/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../types';

// prettier-ignore
const codeAccountNumbers: readonly [alias: string, receivable: string | null, income: string][] = [
  ['ASMT', '1200', '4000'],
  ['LATE', '1200', '4100'],
  ['INT', '1200', '4200'],
  // The work order code a close and post charges owners on (issue 22).
  ['REPAIR', '1200', '4300'],
  [PrepaidCodeAlias, null, '2100'],
];

export async function seedCharges(tx: Tx, companyId: number): Promise<void> {
  const pairs = codeAccountNumbers.flatMap(([alias, receivable, income]) => [
    ...(receivable ? [`('${alias}', ${CodeAccountTypeId.Receivable}, '${receivable}')`] : []),
    `('${alias}', ${CodeAccountTypeId.Income}, '${income}')`,
  ]);
  await tx.execute(sql`insert into code_accounts (company_id, code_id, code_account_type_id, account_id)
    select ${companyId}::bigint, k.id, v.type_id, a.id
      from (values ${sql.raw(pairs.join(', '))}) v(alias, type_id, number)
      join codes k on k.code_alias = v.alias and k.company_id = ${companyId}
      join accounts a on a.community_agent_id = k.community_agent_id and a.account_number = v.number`);
  await tx.execute(sql`insert into charge_assignments (company_id, community_agent_id, agent_id, code_id)
    select ${companyId}::bigint, p.community_agent_id, p.id, k.id
      from agents p join codes k on k.community_agent_id = p.community_agent_id and k.code_alias = 'ASMT'
     where p.company_id = ${companyId} and p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted`);
}
