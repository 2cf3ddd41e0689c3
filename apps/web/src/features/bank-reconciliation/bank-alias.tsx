import type { contract, ResponseOf } from '@hoa/contract';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { accountsQuery } from './recon-queries';

type ReconAccount = ResponseOf<typeof contract.bankReconciliation.GetAccounts>[number];

/** A bank account of a community and its bank's alias, which the on-demand runs name. */
export interface BankOfRun {
  /** Undefined when the community has no such account. */
  account: ReconAccount | undefined;
  bankAlias: string | null;
  /** Why the run cannot start: the bank has no alias (what to do about it). */
  problem: string | null;
}

/**
 * Renders a run's form once the community's bank accounts are read, with the account's bank: the
 * form starts from what the account holds.
 */
export function WithBankOfRun({
  communityAgentId,
  bankAccountId,
  run,
  children,
}: {
  communityAgentId: number;
  bankAccountId: number;
  /** What the alias is for, e.g. 'reconciliation'. */
  run: string;
  children: (bank: BankOfRun) => ReactNode;
}) {
  const accounts = useQuery(accountsQuery(communityAgentId));
  if (!accounts.data) {
    return accounts.isError ? <LoadError error={accounts.error} /> : <PageLoader />;
  }
  const account = accounts.data.find((a) => a.BankAccountId === bankAccountId);
  const bankAlias = account?.BankAlias ?? null;
  const problem =
    bankAlias === null ? `The bank has no alias: give it one on its profile to run ${run}.` : null;
  return children({ account, bankAlias, problem });
}

/** The bank's alias, read-only, with what is wrong with it. */
export function BankAliasField({
  bankAlias,
  error,
}: {
  bankAlias: string | null;
  error: ReactNode;
}) {
  return <TextInput label="Bank" value={bankAlias ?? ''} readOnly error={error} />;
}

/** '1 batch', '2 batches'. */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${String(n)} ${n === 1 ? one : many}`;
