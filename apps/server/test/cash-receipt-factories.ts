import { contract } from '@hoa/contract';
import {
  accounts,
  agents,
  bankAccounts,
  codeAccounts,
  codes,
  contacts,
  queryRows,
  sql,
  type Tx,
} from '@hoa/db';
import {
  AccountRequiredTypeId,
  AccountTypeId,
  AgentTypeId,
  CodeAccountTypeId,
  CodeTypeId,
} from '@hoa/domain';
import { postReceivableItems } from '../src/modules/gl/index';
import type { Harness } from './app-harness';
import { callApi, signIn } from './api';
import { createTestCompany, type TestCompany } from './factories';
import { setRequiredAccount } from './ledger-factories';
import {
  insertAccruedItem,
  setUpReceivables,
  type OwnerLine,
  type ReceivableWorld,
} from './receivable-factories';

export interface PaymentWorld extends ReceivableWorld {
  company: TestCompany;
  companyId: number;
  communityId: number;
  /** Operating account at First Bank, deposited to the cash account 1000. */
  bankAccountId: number;
  /** The security deposit code SD (type 16) and its liability account 2200. */
  depositCodeId: number;
  depositLiability: number;
  token: string;
  inTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
}

/**
 * A community of `homes` homes with the receivable codes (ASMT, SPEC, LATE, INT, PP), a bank
 * account on the cash account, a security deposit code SD on a Security Deposits liability, the
 * Accounts Payable required account; signed in as the company's administrator.
 */
export async function paymentWorld(
  h: Harness,
  homes = 2,
  options: { tier?: number } = {},
): Promise<PaymentWorld> {
  const company = await createTestCompany(h.database, { communities: 2, tier: options.tier });
  const companyId = company.companyId;
  const communityId = company.communityIds[0] ?? 0;
  const world = await setUpReceivables(h.database, companyId, communityId, homes);
  const inTx = <T>(fn: (tx: Tx) => Promise<T>) =>
    h.database.withTenant({ companyId, userId: null }, fn);
  const made = await inTx(async (tx) => {
    const [bank] = await tx
      .insert(agents)
      .values({ companyId, agentTypeId: AgentTypeId.Bank })
      .returning({ id: agents.id });
    if (!bank) throw new Error('no bank');
    await tx.insert(contacts).values({ companyId, agentId: bank.id, displayName: 'First Bank' });
    const [account] = await tx
      .insert(bankAccounts)
      .values({
        companyId,
        bankAgentId: bank.id,
        communityAgentId: communityId,
        accountName: 'Operating',
        accountNumber: '000123456789',
        glAccountId: world.books.account.cash,
        isPrimary: true,
      })
      .returning({ id: bankAccounts.id });
    const [liability] = await tx
      .insert(accounts)
      .values({
        companyId,
        communityAgentId: communityId,
        accountNumber: '2200',
        accountName: 'Security Deposits',
        accountTypeId: AccountTypeId.CurrentLiabilities,
      })
      .returning({ id: accounts.id });
    const [code] = await tx
      .insert(codes)
      .values({
        companyId,
        communityAgentId: communityId,
        codeTypeId: CodeTypeId.SecurityDeposit,
        codeAlias: 'SD',
        codeName: 'Security deposit',
      })
      .returning({ id: codes.id });
    if (!account || !liability || !code) throw new Error('no bank account or deposit code');
    await tx.insert(codeAccounts).values([
      {
        companyId,
        codeId: code.id,
        codeAccountTypeId: CodeAccountTypeId.Receivable,
        accountId: world.account.receivables,
      },
      {
        companyId,
        codeId: code.id,
        codeAccountTypeId: CodeAccountTypeId.Income,
        accountId: liability.id,
      },
    ]);
    return { bankAccountId: account.id, depositCodeId: code.id, depositLiability: liability.id };
  });
  await setRequiredAccount(
    h.database,
    companyId,
    communityId,
    AccountRequiredTypeId.AccountsPayable,
    world.books.account.payables,
  );
  const token = await signIn(h.app, company.admin.userName);
  return { ...world, ...made, company, companyId, communityId, token, inTx };
}

/** Posts an owner charge of `lines` dated `date` (straight through the posting function). */
export async function postCharge(
  h: Harness,
  w: PaymentWorld,
  txnTypeId: number,
  date: string,
  lines: OwnerLine[],
): Promise<number> {
  const itemId = await insertAccruedItem(
    h.database,
    w.companyId,
    w.communityId,
    txnTypeId,
    date,
    lines,
  );
  await w.inTx((tx) => postReceivableItems(tx, w.companyId, [itemId]));
  return itemId;
}

/** An owner's non-zero code balances by alias (cents). */
export async function balancesOf(
  w: PaymentWorld,
  ownerId: number,
): Promise<Record<string, number>> {
  const rows = await w.inTx((tx) =>
    queryRows<{ alias: string; cents: number }>(
      tx,
      sql`select c.code_alias as alias, b.balance_cents::float8 as cents
            from owner_code_balances b join codes c on c.id = b.code_id
           where b.owner_agent_id = ${ownerId} and b.balance_cents <> 0`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.alias, r.cents]));
}

/** The community's trial balance: net debit (− credit) per account id, zero accounts left out. */
export async function trialBalanceOf(
  w: Pick<PaymentWorld, 'inTx' | 'communityId'>,
): Promise<Record<number, number>> {
  const rows = await w.inTx((tx) =>
    queryRows<{ account: number; net: number }>(
      tx,
      sql`select account_id::float8 as account, sum(debit_cents - credit_cents)::float8 as net
            from gl_lines where community_agent_id = ${w.communityId}
           group by account_id having sum(debit_cents - credit_cents) <> 0`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.account, r.net]));
}

/** An owner's check received and posted at once through AddCashReceipt. */
interface ReceivedCheck {
  ownerId: number;
  cents: number;
  date: string;
  checkNumber: string;
}

/** A check of an owner received and posted through OwnerPayments/AddCashReceipt; its item id. */
export async function receiveCheck(h: Harness, w: PaymentWorld, check: ReceivedCheck) {
  const paid = await offerCheck(h, w, check);
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${paid.errorMessage ?? ''}`);
  return paid.body.TopsItemId;
}

/** receiveCheck's call, answered whatever its status (a refusal to assert on). */
export function offerCheck(h: Harness, w: PaymentWorld, check: ReceivedCheck) {
  return callApi(
    h.app,
    contract.cashReceipts.AddCashReceipt,
    {
      body: {
        CommunityAgentId: w.communityId,
        OwnerAgentId: check.ownerId,
        BankAccountId: w.bankAccountId,
        Amount: check.cents,
        EventDate: check.date,
        CheckNumber: check.checkNumber,
        Post: true,
        IdempotencyKey: null,
      },
    },
    w.token,
  );
}
