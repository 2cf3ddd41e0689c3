// Per community: chart of accounts, bank accounts, the current fiscal year with twelve open
// periods, and the charge codes. One multi-row insert per table for all three communities.
import {
  AccountTypeId,
  CodeTypeId,
  FrequencyId,
  MethodId,
  PrepaidCodeAlias,
  daysInMonth,
  toIsoDate,
} from '@hoa/domain';
import { accountingPeriods, accounts, bankAccounts, codes, fiscalYears } from '../schema';
import type { Tx } from '../types';
import type { DemoRandom } from './demo-people';
import type { CommunityDefinition } from './demo-places';

const A = AccountTypeId;

export const OperatingCashAccount = '1000';
export const ReserveCashAccount = '1010';

// prettier-ignore
export const DemoChartOfAccounts: readonly { number: string; name: string; typeId: number }[] = [
  { number: OperatingCashAccount, name: 'Operating Cash', typeId: A.Cash },
  { number: ReserveCashAccount, name: 'Reserve Cash', typeId: A.Cash },
  { number: '1200', name: 'Assessments Receivable', typeId: A.Receivables },
  { number: '1300', name: 'Prepaid Insurance', typeId: A.OtherCurrentAsset },
  { number: '1500', name: 'Furniture and Equipment', typeId: A.FixedAsset },
  { number: '1550', name: 'Accumulated Depreciation', typeId: A.AccumulatedDepreciation },
  { number: '2000', name: 'Accounts Payable', typeId: A.CurrentLiabilities },
  { number: '2100', name: 'Prepaid Assessments', typeId: A.CurrentLiabilities },
  { number: '2200', name: 'Security Deposits', typeId: A.CurrentLiabilities },
  { number: '3000', name: 'Retained Earnings', typeId: A.Equity },
  { number: '3100', name: 'Reserve Fund', typeId: A.Reserves },
  { number: '3900', name: 'Year End Suspense', typeId: A.Equity },
  { number: '4000', name: 'Assessment Income', typeId: A.Income },
  { number: '4100', name: 'Late Fee Income', typeId: A.Income },
  { number: '4200', name: 'Interest Income', typeId: A.Income },
  { number: '4300', name: 'Other Income', typeId: A.Income },
  { number: '5000', name: 'Landscaping', typeId: A.Expenses },
  { number: '5100', name: 'Utilities', typeId: A.Expenses },
  { number: '5200', name: 'Insurance', typeId: A.Expenses },
  { number: '5300', name: 'Repairs and Maintenance', typeId: A.Expenses },
  { number: '5400', name: 'Management Fees', typeId: A.Expenses },
  { number: '5500', name: 'Legal and Professional', typeId: A.Expenses },
  { number: '5600', name: 'Bank Charges', typeId: A.Expenses },
];

export interface LedgerCommunity {
  communityAgentId: number;
  definition: CommunityDefinition;
}

export interface LedgerBank {
  bankAgentId: number;
  routingNumber: string;
}

export interface LedgerCounts {
  accounts: number;
  bankAccounts: number;
  periods: number;
  codes: number;
}

const assessmentNames: Record<CommunityDefinition['communityType'], string> = {
  HOA: 'Monthly Assessment',
  Condo: 'Monthly Common Charge',
  'Co-Op': 'Monthly Maintenance',
};

export async function seedAccounting(
  tx: Tx,
  companyId: number,
  communities: readonly LedgerCommunity[],
  operatingBank: LedgerBank,
  reserveBank: LedgerBank,
  year: number,
  random: DemoRandom,
): Promise<LedgerCounts> {
  const accountRows = communities.flatMap(({ communityAgentId }) =>
    DemoChartOfAccounts.map((account) => ({
      companyId,
      communityAgentId,
      accountNumber: account.number,
      accountName: account.name,
      accountTypeId: account.typeId,
    })),
  );
  const insertedAccounts = await tx.insert(accounts).values(accountRows).returning({
    id: accounts.id,
    communityAgentId: accounts.communityAgentId,
    accountNumber: accounts.accountNumber,
  });
  const accountId = (communityAgentId: number, accountNumber: string): number => {
    const found = insertedAccounts.find(
      (row) => row.communityAgentId === communityAgentId && row.accountNumber === accountNumber,
    );
    if (!found) throw new Error(`Demo account ${accountNumber} missing`);
    return found.id;
  };

  const bankAccountRows = communities.flatMap(({ communityAgentId, definition }, index) => [
    {
      companyId,
      bankAgentId: operatingBank.bankAgentId,
      communityAgentId,
      accountName: `${definition.alias} Operating`,
      accountNumber: `40${random.digits(8)}`,
      routingNumber: operatingBank.routingNumber,
      glAccountId: accountId(communityAgentId, OperatingCashAccount),
      nextCheckNumber: 1000,
      isPrimary: true,
      // Direct debit and vendor credit files originate here: the originator's id, 1 + an EIN.
      achCompanyIdentification: `1${384_729_150 + index * 1_111}`,
    },
    {
      companyId,
      bankAgentId: reserveBank.bankAgentId,
      communityAgentId,
      accountName: `${definition.alias} Reserve`,
      accountNumber: `77${random.digits(8)}`,
      routingNumber: reserveBank.routingNumber,
      glAccountId: accountId(communityAgentId, ReserveCashAccount),
      nextCheckNumber: 100,
      isPrimary: false,
    },
  ]);
  await tx.insert(bankAccounts).values(bankAccountRows);

  const years = await tx
    .insert(fiscalYears)
    .values(
      communities.map(({ communityAgentId }) => ({
        companyId,
        communityAgentId,
        sequence: 1,
        startDate: toIsoDate(year, 1, 1),
        endDate: toIsoDate(year, 12, 31),
      })),
    )
    .returning({ id: fiscalYears.id });
  const periodRows = years.flatMap(({ id }) =>
    Array.from({ length: 12 }, (_, index) => ({
      companyId,
      fiscalYearId: id,
      periodOrder: index + 1,
      startDate: toIsoDate(year, index + 1, 1),
      endDate: toIsoDate(year, index + 1, daysInMonth(year, index + 1)),
      isOpen: true,
    })),
  );
  await tx.insert(accountingPeriods).values(periodRows);

  const codeRows = communities.flatMap(({ communityAgentId, definition }) => [
    {
      companyId,
      communityAgentId,
      codeTypeId: CodeTypeId.Assessment,
      codeAlias: 'ASMT',
      codeName: assessmentNames[definition.communityType],
      codeDescription: 'Regular monthly charge to every owner, due on the first of the month.',
      frequencyId: FrequencyId.Monthly,
      methodId: MethodId.FlatDollar,
      startDate: toIsoDate(year, 1, 1),
      amountCents: definition.assessmentCents,
    },
    {
      companyId,
      communityAgentId,
      codeTypeId: CodeTypeId.LateFee,
      codeAlias: 'LATE',
      codeName: 'Late Fee',
      codeDescription: 'Flat late fee when the monthly charge is unpaid after the 15th.',
      frequencyId: FrequencyId.Monthly,
      methodId: MethodId.LateFeeFlat,
      startDate: toIsoDate(year, 1, 1),
      amountCents: 2_500,
    },
    {
      companyId,
      communityAgentId,
      codeTypeId: CodeTypeId.Interest,
      codeAlias: 'INT',
      codeName: 'Interest',
      codeDescription: 'Simple interest on past-due balances.',
      frequencyId: FrequencyId.Monthly,
      methodId: MethodId.InterestSimple,
      startDate: toIsoDate(year, 1, 1),
      amountCents: 0,
    },
    {
      companyId,
      communityAgentId,
      codeTypeId: CodeTypeId.WorkOrderCode,
      codeAlias: 'REPAIR',
      codeName: 'Owner-caused repair',
      codeDescription: 'Repair of damage an owner caused, charged back to the owner',
      codeDetailDescription: 'Repair the damage and restore the common area or unit',
      codeActionNeeded: 'Send a vendor; record labor and material; charge the billable costs',
      amountCents: 0,
    },
    {
      companyId,
      communityAgentId,
      codeTypeId: CodeTypeId.PrePaid,
      codeAlias: PrepaidCodeAlias,
      codeName: 'Prepaid',
      codeDescription: 'Payments received ahead of charges.',
      amountCents: 0,
    },
  ]);
  await tx.insert(codes).values(codeRows);

  return {
    accounts: accountRows.length,
    bankAccounts: bankAccountRows.length,
    periods: periodRows.length,
    codes: codeRows.length,
  };
}
