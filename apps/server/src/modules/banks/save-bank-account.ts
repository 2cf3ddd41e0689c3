import { accounts, and, bankAccounts, eq, queryRows, sql, type Tx } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AccountTypeId,
  BankMessages,
  chooseRoutingNumber,
  DefaultNextCheckNumber,
  isPrimaryOnSave,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBank, loadBankAccount } from './bank-access';
import { readBankAccount } from './bank-queries';

type SaveBankAccount = typeof contract.banks.SaveBankAccount;
type Body = InputOf<SaveBankAccount>['body'];

/**
 * Creates a community's bank account or updates one. The routing number is the bank's when the
 * account takes the default routing ('Bank has not set a routing number' when it has none), else
 * its own by the ABA checksum. The first account of a community is primary, a community keeps
 * one primary account, and checks start at 1000. The ACH company identification (checked by the
 * contract) is what the account's NACHA files name as their originator.
 */
export async function saveBankAccount(
  ctx: RequestContext,
  input: InputOf<SaveBankAccount>,
): Promise<ResponseOf<SaveBankAccount>> {
  const body = input.body;
  const { tx } = ctx;
  const existing = body.TopsAgentBankId
    ? await loadBankAccount(ctx, body.TopsAgentBankId, 'update')
    : null;
  if (existing && existing.communityAgentId !== body.CommunityId) throw notFound();
  requireClaim(ctx, 'bank', existing ? 'update' : 'create');
  await requireCommunity(ctx, body.CommunityId);
  if (body.AssociationId !== undefined && body.AssociationId !== body.CommunityId) {
    throw badRequest(BankMessages.associationMismatch);
  }
  const bank = await loadBank(ctx, body.BankId, 'read');
  const routing = chooseRoutingNumber({
    useDefaultRouting: body.UseDefaultRouting,
    routingNumber: body.Routing,
    bankRoutingNumber: bank.routingNumber,
  });
  if (!routing.ok) throw badRequest(routing.message);
  await checkGlAccount(tx, body);
  await checkUniqueNumber(tx, body, existing?.id);

  const others = await activeOthers(tx, body.CommunityId, existing?.id);
  // A removed account is never primary; restoring it decides.
  const isPrimary = existing?.isRemoved ? false : isPrimaryOnSave(others, body.IsPrimary);
  if (existing?.isPrimary && !isPrimary) throw badRequest(BankMessages.primaryRequired);
  if (isPrimary) {
    await tx
      .update(bankAccounts)
      .set({ isPrimary: false })
      .where(
        and(eq(bankAccounts.communityAgentId, body.CommunityId), eq(bankAccounts.isPrimary, true)),
      );
  }
  const values = {
    bankAgentId: bank.id,
    accountName: body.AccountName,
    accountNumber: body.AccountNumber,
    routingNumber: routing.routingNumber,
    usesDefaultRouting: body.UseDefaultRouting,
    glAccountId: body.TopsAccountId ?? null,
    nextCheckNumber: body.NextCheckNumber ?? existing?.nextCheckNumber ?? DefaultNextCheckNumber,
    isPrimary,
    // Omitted on edit: kept as it is.
    ...(body.AchCompanyIdentification === undefined
      ? {}
      : { achCompanyIdentification: body.AchCompanyIdentification || null }),
  };
  if (existing) {
    await tx.update(bankAccounts).set(values).where(eq(bankAccounts.id, existing.id));
    return readBankAccount(ctx, existing.id);
  }
  const [created] = await tx
    .insert(bankAccounts)
    .values({ ...values, companyId: ctx.user.companyId, communityAgentId: body.CommunityId })
    .returning({ id: bankAccounts.id });
  if (!created) throw new Error(BankMessages.saveBankAccountFailed);
  return readBankAccount(ctx, created.id);
}

/** The GL account, when given, is a cash account of the same community. */
async function checkGlAccount(tx: Tx, body: Body): Promise<void> {
  if (!body.TopsAccountId) return;
  const found = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, body.TopsAccountId),
        eq(accounts.communityAgentId, body.CommunityId),
        eq(accounts.accountTypeId, AccountTypeId.Cash),
      ),
    );
  if (found.length === 0) throw badRequest(BankMessages.glAccountNotCash);
}

/** One account number per bank, removed accounts included (restore those instead). */
async function checkUniqueNumber(tx: Tx, body: Body, ownId: number | undefined): Promise<void> {
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`select exists (select 1 from bank_accounts where bank_agent_id = ${body.BankId}
          and account_number = ${body.AccountNumber} and id <> ${ownId ?? 0}) as taken`,
  );
  if (row?.taken) throw badRequest(BankMessages.duplicateAccountNumber);
}

async function activeOthers(
  tx: Tx,
  communityAgentId: number,
  ownId: number | undefined,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from bank_accounts
        where community_agent_id = ${communityAgentId} and not is_removed and id <> ${ownId ?? 0}`,
  );
  return row?.count ?? 0;
}
