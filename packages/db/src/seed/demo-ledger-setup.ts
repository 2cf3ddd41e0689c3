// Per community: the accounting profile (accrual, monthly, from January 1 of the year), account
// ranges for every type (the range of its group), an accelerated-assessments receivable and the
// eight required accounts. One multi-row insert per table for all communities.
import {
  AccountRequiredTypes,
  DefaultAccountingFrequencyId,
  DefaultAccountingMethodId,
  DefaultAccountRanges,
  StandardHoaChart,
  StandardRequiredAccountNumbers,
  toIsoDate,
} from '@hoa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { accountingProfiles, accountRanges, accounts, requiredAccounts } from '../schema';
import type { Tx } from '../types';

const AcceleratedAccountNumber = '1250';

export async function seedLedgerSetup(
  tx: Tx,
  companyId: number,
  communityAgentIds: readonly number[],
  year: number,
): Promise<void> {
  await tx.insert(accountingProfiles).values(
    communityAgentIds.map((communityAgentId) => ({
      companyId,
      communityAgentId,
      methodId: DefaultAccountingMethodId,
      frequencyId: DefaultAccountingFrequencyId,
      startDate: toIsoDate(year, 1, 1),
    })),
  );
  await tx.insert(accountRanges).values(
    communityAgentIds.flatMap((communityAgentId) =>
      DefaultAccountRanges.map((range) => ({
        companyId,
        communityAgentId,
        accountTypeId: range.TopsAccountTypeId,
        startNumber: range.StartNumber,
        endNumber: range.EndNumber,
      })),
    ),
  );
  const accelerated = StandardHoaChart.find((a) => a.AccountNumber === AcceleratedAccountNumber);
  if (!accelerated) throw new Error('Standard chart lacks the accelerated assessments account');
  await tx.insert(accounts).values(
    communityAgentIds.map((communityAgentId) => ({
      companyId,
      communityAgentId,
      accountNumber: accelerated.AccountNumber,
      accountName: accelerated.AccountName,
      accountTypeId: accelerated.TopsAccountTypeId,
    })),
  );
  const linked = await tx
    .select({
      id: accounts.id,
      communityAgentId: accounts.communityAgentId,
      number: accounts.accountNumber,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, companyId),
        inArray(accounts.accountNumber, Object.values(StandardRequiredAccountNumbers)),
      ),
    );
  await tx.insert(requiredAccounts).values(
    communityAgentIds.flatMap((communityAgentId) =>
      AccountRequiredTypes.map(({ AccountRequiredTypeId: typeId }) => {
        const number = StandardRequiredAccountNumbers[typeId];
        const account = linked.find(
          (row) => row.communityAgentId === communityAgentId && row.number === number,
        );
        if (!account) throw new Error(`Demo account ${number ?? typeId} missing`);
        return {
          companyId,
          communityAgentId,
          accountRequiredTypeId: typeId,
          accountId: account.id,
        };
      }),
    ),
  );
}
