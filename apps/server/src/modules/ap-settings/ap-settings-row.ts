import { queryRows, sql, type Tx } from '@hoa/db';
import type { CommunityApSettings } from '@hoa/contract';
import { contractValueWarning } from '@hoa/domain';

/** A community's payables settings; a community that never saved any has a contract value of 0. */
export async function readCommunityApSettings(
  tx: Tx,
  communityAgentId: number,
): Promise<CommunityApSettings> {
  const [row] = await queryRows<{ ContractValue: number; PaymentsKpiEmail: string | null }>(
    tx,
    sql`select contract_value_cents::int8 as "ContractValue", payments_kpi_email as "PaymentsKpiEmail"
          from community_ap_settings where community_agent_id = ${communityAgentId}::bigint`,
  );
  const ContractValue = Number(row?.ContractValue ?? 0);
  return {
    CommunityAgentId: communityAgentId,
    ContractValue,
    PaymentsKpiEmail: row?.PaymentsKpiEmail ?? null,
    ContractValueWarning: contractValueWarning(ContractValue),
  };
}
