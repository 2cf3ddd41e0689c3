import { agents, bankAccounts, contacts, eq, vendorBankDetails } from '@hoa/db';
import { AccountRequiredTypeId, AgentTypeId } from '@hoa/domain';
import { seal } from '../src/modules/direct-debit/index';
import type { Harness } from './app-harness';
import type { PaymentWorld } from './cash-receipt-factories';
import { setRequiredAccount } from './ledger-factories';
import type { PayablesWorld } from './payables-factories';

/** The NACHA origin of a test: Operating at routing 231380104, originator 1 + EIN 12-3456789. */
export const testOrigin = { routing: '231380104', companyIdentification: '1123456789' } as const;

/** Gives the world's bank account a routing number and, unless null, an ACH company id. */
export const setNachaOrigin = (
  w: Pick<PaymentWorld, 'inTx' | 'bankAccountId'>,
  companyIdentification: string | null = testOrigin.companyIdentification,
  routing: string = testOrigin.routing,
) =>
  w.inTx((tx) =>
    tx
      .update(bankAccounts)
      .set({ routingNumber: routing, achCompanyIdentification: companyIdentification })
      .where(eq(bankAccounts.id, w.bankAccountId)),
  );

/** Confirmed bank details of the world's vendor: account 987654321 at 231380104. */
export const confirmVendorBankDetails = (
  w: Pick<PayablesWorld, 'inTx' | 'vendorId' | 'companyId'>,
) =>
  w.inTx((tx) =>
    tx.insert(vendorBankDetails).values({
      vendorAgentId: w.vendorId,
      companyId: w.companyId,
      routingNumber: '231380104',
      accountNumberSealed: seal('987654321'),
      accountLast4: '4321',
      confirmedAt: new Date(),
    }),
  );

/**
 * The payables side of a payment world, so one community pays vendors by NACHA credit from the
 * bank account its owners are debited to: Default Cash set, and a vendor with confirmed bank
 * details (account 987654321 at 011000015).
 */
export async function vendorCreditWorld(h: Harness, w: PaymentWorld): Promise<PayablesWorld> {
  await setRequiredAccount(
    h.database,
    w.companyId,
    w.communityId,
    AccountRequiredTypeId.DefaultCash,
    w.books.account.cash,
  );
  const vendorId = await w.inTx(async (tx) => {
    const [vendor] = await tx
      .insert(agents)
      .values({ companyId: w.companyId, agentTypeId: AgentTypeId.Vendor })
      .returning({ id: agents.id });
    if (!vendor) throw new Error('no vendor');
    await tx
      .insert(contacts)
      .values({ companyId: w.companyId, agentId: vendor.id, displayName: 'Søren Strauß GmbH' });
    await tx.insert(vendorBankDetails).values({
      vendorAgentId: vendor.id,
      companyId: w.companyId,
      routingNumber: '011000015',
      accountNumberSealed: seal('987654321'),
      accountLast4: '4321',
      confirmedAt: new Date(),
    });
    return vendor.id;
  });
  return {
    company: w.company,
    companyId: w.companyId,
    communityId: w.communityId,
    otherCommunityId: w.company.communityIds[1] ?? 0,
    books: w.books,
    vendorId,
    bankAccountId: w.bankAccountId,
    token: w.token,
    inTx: w.inTx,
  };
}
