import { agents, and, bankAccounts, bankProfiles, contacts, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, BankMessages, isValidRoutingNumber } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBank } from './bank-access';
import { readBank } from './bank-queries';

type SaveBank = typeof contract.banks.SaveBank;

/**
 * Creates a bank or updates its name and routing. A bank may use a default routing number for
 * its accounts before it has one; a new routing number passes to the accounts that use it.
 */
export async function saveBank(
  ctx: RequestContext,
  input: InputOf<SaveBank>,
): Promise<ResponseOf<SaveBank>> {
  const body = input.body;
  const { tx } = ctx;
  const companyId = ctx.user.companyId;
  const routingNumber = body.RoutingNumber || null;
  if (routingNumber !== null && !isValidRoutingNumber(routingNumber)) {
    throw badRequest(BankMessages.invalidRoutingNumber);
  }
  const contact = {
    displayName: body.CompanyName,
    companyName: body.CompanyName,
    alias: body.Alias,
  };
  const profile = { routingNumber, usesDefaultRouting: body.UsesDefaultRouting };
  let bankAgentId: number;
  if (body.TopsAgentId) {
    bankAgentId = (await loadBank(ctx, body.TopsAgentId, 'update')).id;
    await tx.update(contacts).set(contact).where(eq(contacts.agentId, bankAgentId));
  } else {
    requireClaim(ctx, 'bank', 'create');
    const [created] = await tx
      .insert(agents)
      .values({ companyId, agentTypeId: AgentTypeId.Bank })
      .returning({ id: agents.id });
    if (!created) throw new Error('Bank insert returned no row');
    bankAgentId = created.id;
    await tx.insert(contacts).values({ ...contact, agentId: bankAgentId, companyId });
  }
  await tx
    .insert(bankProfiles)
    .values({ ...profile, agentId: bankAgentId, companyId })
    .onConflictDoUpdate({ target: bankProfiles.agentId, set: profile });
  if (routingNumber !== null) {
    await tx
      .update(bankAccounts)
      .set({ routingNumber })
      .where(
        and(eq(bankAccounts.bankAgentId, bankAgentId), eq(bankAccounts.usesDefaultRouting, true)),
      );
  }
  return readBank(ctx, bankAgentId);
}
