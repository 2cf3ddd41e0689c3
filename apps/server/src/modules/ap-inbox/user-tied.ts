import { queryRows, sql, type Tx } from '@hoa/db';

/** The community's user-tied approvals toggle (off when never set). */
export async function userTiedApprovals(tx: Tx, communityAgentId: number): Promise<boolean> {
  const [row] = await queryRows<{ on: boolean }>(
    tx,
    sql`select user_tied_approvals as on from ap_approval_settings
         where community_agent_id = ${communityAgentId}`,
  );
  return row?.on ?? false;
}
