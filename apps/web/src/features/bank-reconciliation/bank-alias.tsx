import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountsQuery } from './recon-queries';

/** The bank account of a community and its bank's alias, which the on-demand runs name. */
export function useBankAlias(communityAgentId: number, bankAccountId: number) {
  const account = useQuery(accountsQuery(communityAgentId)).data?.find(
    (a) => a.BankAccountId === bankAccountId,
  );
  return { account, bankAlias: account?.BankAlias ?? null };
}

/** The bank's alias, read-only, with what to do when the bank has none. */
export function BankAliasField({
  bankAlias,
  loaded,
  run,
}: {
  bankAlias: string | null;
  /** The account has been read (until then a missing alias is not an error). */
  loaded: boolean;
  /** What the alias is for, e.g. 'reconciliation'. */
  run: string;
}) {
  return (
    <TextInput
      label="Bank"
      value={bankAlias ?? ''}
      readOnly
      error={
        loaded && bankAlias === null
          ? `The bank has no alias: give it one on its profile to run ${run}.`
          : undefined
      }
    />
  );
}

/** '1 batch', '2 batches'. */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${String(n)} ${n === 1 ? one : many}`;
