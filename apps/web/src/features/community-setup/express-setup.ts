import { contract, type SetupFacts } from '@hoa/contract';
import { api } from '../../app/api';
import { requiredAccountsBody, withStandardAccounts } from './required-accounts';

/** The four tasks of the express setup, in the order they run. */
export const ExpressSetupTasks = [
  'Accounting setup: accrual, monthly periods from January 1',
  'Standard account ranges and chart of accounts',
  'Required accounts from the standard chart',
  'A code of every required code type, with the prepaid code PP',
] as const;

export function expressTasksDone(facts: SetupFacts, glConfirmed: boolean): boolean[] {
  return [
    facts.HasAccountingProfile,
    facts.HasAccountRanges && facts.CountAccounts > 0,
    facts.AllRequiredAccountsChosen && glConfirmed,
    facts.MissingRequiredCodeTypeIds.length === 0,
  ];
}

/**
 * Runs what the accounting wizard's steps 1, 2 and 4 do, with the defaults, through the same
 * calls; each task keeps what the community already has, so running it again is harmless.
 */
export async function runExpressSetup(
  communityAgentId: number,
  facts: SetupFacts,
  onTask: (index: number) => void,
): Promise<void> {
  const query = { communityAgentId };
  onTask(0);
  if (!facts.HasAccountingProfile)
    await api.call(contract.accountingSetup.CreateDefaultAccountingSetup, {
      body: { agentId: communityAgentId },
    });
  onTask(1);
  await api.call(contract.glAccounts.CreateDefaultAccounts, { params: query });
  onTask(2);
  const required = await api.call(contract.accountingSetup.GetAccountsRequired, { query });
  const chart = await api.call(contract.glAccounts.GetChartOfAccounts, { query });
  const rows = required.Accounts;
  const current = Object.fromEntries(rows.map((r) => [r.AccountRequiredTypeId, r.TopsAccountId]));
  await api.call(contract.accountingSetup.SaveRequiredAccounts, {
    params: query,
    body: requiredAccountsBody(rows, withStandardAccounts(rows, chart, current)),
  });
  await api.call(contract.communitySetup.ConfirmSetup, {
    body: { communityAgentId, wizardName: 'accountingGL' },
  });
  onTask(3);
  await api.call(contract.codes.CreateRequiredCodes, { params: query });
  onTask(4);
}
