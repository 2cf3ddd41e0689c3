import { generateSync } from 'otplib';
import { accounts, bankAccounts, queryRows, sql } from '@hoa/db';
import { contract } from '@hoa/contract';
import { AccountTypeId } from '@hoa/domain';
import { postEntries } from '../src/modules/gl/index';
import { callApi } from './api';
import type { Harness } from './app-harness';
import { newEntryItem } from './ledger-factories';
import { payablesWorld, type PayablesWorld } from './payables-factories';

/** A payables world with a reserve account beside operating cash ($1,000.00 in it). */
export interface TransferWorld extends PayablesWorld {
  reserveCash: number;
  reserveBankAccountId: number;
  otherCommunityBankAccountId: number;
}

export async function transferWorld(h: Harness): Promise<TransferWorld> {
  const w = await payablesWorld(h);
  const ids = await w.inTx(async (tx) => {
    const [reserve] = await tx
      .insert(accounts)
      .values({
        companyId: w.companyId,
        communityAgentId: w.communityId,
        accountNumber: '1100',
        accountName: 'Reserve Cash',
        accountTypeId: AccountTypeId.Cash,
      })
      .returning({ id: accounts.id });
    const [bank] = await queryRows<{ bank: number }>(
      tx,
      sql`select bank_agent_id::float8 as bank from bank_accounts where id = ${w.bankAccountId}`,
    );
    if (!reserve || !bank) throw new Error('no reserve account');
    const made = await tx
      .insert(bankAccounts)
      .values([
        {
          companyId: w.companyId,
          bankAgentId: bank.bank,
          communityAgentId: w.communityId,
          accountName: 'Reserve',
          accountNumber: '000987654321',
          glAccountId: reserve.id,
        },
        {
          companyId: w.companyId,
          bankAgentId: bank.bank,
          communityAgentId: w.otherCommunityId,
          accountName: 'Other Operating',
          accountNumber: '000555555555',
        },
      ])
      .returning({ id: bankAccounts.id });
    const item = await newEntryItem(tx, w.companyId, w.communityId, '2026-01-15');
    await postEntries(tx, w.companyId, [
      {
        itemId: item,
        communityAgentId: w.communityId,
        postDate: '2026-01-15',
        lines: [
          { accountId: w.books.account.cash, debitCents: 100_000, creditCents: 0 },
          { accountId: w.books.account.income, debitCents: 0, creditCents: 100_000 },
        ],
      },
    ]);
    return { reserve: reserve.id, made };
  });
  return {
    ...w,
    reserveCash: ids.reserve,
    reserveBankAccountId: ids.made[0]?.id ?? 0,
    otherCommunityBankAccountId: ids.made[1]?.id ?? 0,
  };
}

/** The current code of a base32 TOTP secret. */
export function codeOf(secret: string, at: number = Date.now() / 1000): string {
  return generateSync({ secret, epoch: at });
}

/** Enrols the token's user in TOTP and verifies a code, so the sign-in may transfer. */
export async function enrolAndVerify(h: Harness, token: string): Promise<string> {
  const started = await callApi(h.app, contract.twoFactor.InitiateTwoFactor, { body: {} }, token);
  const secret = started.body.Secret ?? '';
  const verified = await callApi(
    h.app,
    contract.twoFactor.VerifyCode,
    { body: { twoFactor: codeOf(secret) } },
    token,
  );
  if (!verified.body.TwoFactorAuthenticated) throw new Error('not verified');
  return secret;
}
