import { agents, and, bankAccounts, bankProfiles, eq } from '@hoa/db';
import { AgentTypeId, type AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export interface BankRef {
  id: number;
  routingNumber: string | null;
}

/** A live bank of the company (banks serve every community, so there is no list to check). */
export async function loadBank(
  ctx: RequestContext,
  bankAgentId: number,
  level: AccessLevel,
): Promise<BankRef> {
  requireClaim(ctx, 'bank', level);
  const [row] = await ctx.tx
    .select({ id: agents.id, routingNumber: bankProfiles.routingNumber })
    .from(agents)
    .leftJoin(bankProfiles, eq(bankProfiles.agentId, agents.id))
    .where(
      and(
        eq(agents.id, bankAgentId),
        eq(agents.agentTypeId, AgentTypeId.Bank),
        eq(agents.isDeleted, false),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export interface BankAccountRef {
  id: number;
  communityAgentId: number;
  isPrimary: boolean;
  isRemoved: boolean;
  nextCheckNumber: number;
}

/** A bank account of a community on the caller's list. */
export async function loadBankAccount(
  ctx: RequestContext,
  bankAccountId: number,
  level: AccessLevel,
): Promise<BankAccountRef & { accountNumber: string }> {
  requireClaim(ctx, 'bank', level);
  const [row] = await ctx.tx
    .select({
      id: bankAccounts.id,
      communityAgentId: bankAccounts.communityAgentId,
      isPrimary: bankAccounts.isPrimary,
      isRemoved: bankAccounts.isRemoved,
      nextCheckNumber: bankAccounts.nextCheckNumber,
      accountNumber: bankAccounts.accountNumber,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, bankAccountId));
  if (!row) throw notFound();
  await requireCommunity(ctx, row.communityAgentId);
  return row;
}
