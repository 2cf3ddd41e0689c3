import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import type { SettingsCode } from '@hoa/contract';
import { badRequest } from '../../http/errors';
import { idArray } from '../../sql/index';

interface CodeRow {
  id: string | number;
  type_id: number;
  alias: string;
  name: string;
  method_id: number | null;
  amount_cents: string | number;
  rate: string | null;
}

/** `{1,2,3}` as a bigint[] parameter. */

/** A community's codes meeting a condition on codes k, by alias. */
export async function communityCodes(
  tx: Tx,
  communityAgentId: number,
  condition: SQL,
): Promise<SettingsCode[]> {
  const rows = await queryRows<CodeRow>(
    tx,
    sql`select k.id, k.code_type_id as type_id, k.code_alias as alias, k.code_name as name,
               k.method_id, k.amount_cents, k.rate::text
          from codes k
         where k.community_agent_id = ${communityAgentId} and ${condition}
         order by k.code_alias`,
  );
  return rows.map((r) => ({
    TopsCodeId: Number(r.id),
    TopsCodeTypeId: r.type_id,
    CodeAlias: r.alias,
    CodeName: r.name,
    MethodId: r.method_id,
    Amount: Number(r.amount_cents),
    Rate: r.rate,
  }));
}

/** Refuses ids that are not among the community's codes meeting the condition. */
export async function requireCommunityCodes(
  tx: Tx,
  communityAgentId: number,
  ids: readonly number[],
  condition: SQL,
  message: string,
): Promise<SettingsCode[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await communityCodes(
    tx,
    communityAgentId,
    sql`k.id = any(${idArray(unique)}) and ${condition}`,
  );
  if (found.length !== unique.length) throw badRequest(message);
  return found;
}

/** A condition on codes k: the code is of one of these types. */
export const typeIn = (typeIds: readonly number[]) =>
  sql`k.code_type_id in (${sql.raw(typeIds.map(Number).join(','))})`;
