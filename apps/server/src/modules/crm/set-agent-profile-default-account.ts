import { bankAccounts, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ProfileMessages as M } from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { communityOf, loadAgent } from '../../http/agent-access';
import { updateAgentFields } from './agent-update';

type SetAgentProfileDefaultAccount = typeof contract.crm.SetAgentProfileDefaultAccount;

/** A bank account of the agent's community becomes the agent's default account. */
export async function setAgentProfileDefaultAccount(
  ctx: RequestContext,
  input: InputOf<SetAgentProfileDefaultAccount>,
): Promise<ResponseOf<SetAgentProfileDefaultAccount>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'update');
  const [account] = await ctx.tx
    .select({ communityAgentId: bankAccounts.communityAgentId, isRemoved: bankAccounts.isRemoved })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, input.query.bankAccountId));
  if (!account || account.isRemoved) throw notFound(M.bankAccountNotFound);
  if (account.communityAgentId !== communityOf(agent))
    throw badRequest(M.bankAccountOtherCommunity);
  await updateAgentFields(ctx.tx, agent.id, { defaultBankAccountId: input.query.bankAccountId });
  return { success: true };
}
