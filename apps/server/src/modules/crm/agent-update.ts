import { agents, eq, sql, type Tx } from '@hoa/db';

type AgentFields = Partial<
  Pick<
    typeof agents.$inferInsert,
    | 'isDeleted'
    | 'isActive'
    | 'profilePictureAttachmentId'
    | 'defaultBankAccountId'
    | 'isHoldDelinquencyNotice'
  >
>;

/** Changes state fields of one agent and stamps the change. */
export async function updateAgentFields(tx: Tx, agentId: number, fields: AgentFields) {
  await tx
    .update(agents)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(agents.id, agentId));
}
