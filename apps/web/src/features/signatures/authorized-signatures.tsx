import { contract } from '@hoa/contract';
import { Button, Select, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { MayCall } from '../../widgets/may-call';
import { checkBankAccountsQuery, checksKey } from '../ap-checks';
import { allSignaturesQuery, bankAccountSignaturesQuery, signaturesKey } from './signature-queries';

function AccountRow({
  bankAccountId,
  name,
  options,
}: {
  bankAccountId: number;
  name: string;
  options: { value: string; label: string }[];
}) {
  const client = useQueryClient();
  const current = useQuery(bankAccountSignaturesQuery(bankAccountId));
  const [one, setOne] = useState<string | null | undefined>(undefined);
  const [two, setTwo] = useState<string | null | undefined>(undefined);
  const value = (chosen: string | null | undefined, stored: number | null | undefined) =>
    chosen === undefined ? (stored == null ? null : String(stored)) : chosen;
  const first = value(one, current.data?.Signature1Id);
  const second = value(two, current.data?.Signature2Id);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.signatures.SaveBankAccountAuthorizedSignatures, {
        body: {
          BankAccountId: bankAccountId,
          Signature1Id: first === null ? null : Number(first),
          Signature2Id: second === null ? null : Number(second),
        },
      }),
    onSuccess: async () => {
      setOne(undefined);
      setTwo(undefined);
      await client.invalidateQueries({ queryKey: signaturesKey });
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(`Authorized signatures of ${name} saved.`);
    },
  });
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td>
        <Select
          aria-label={`Signature 1 of ${name}`}
          size="xs"
          clearable
          data={options}
          value={first}
          onChange={setOne}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`Signature 2 of ${name}`}
          size="xs"
          clearable
          data={options}
          value={second}
          onChange={setTwo}
        />
      </Table.Td>
      <Table.Td>
        <MayCall calls={contract.signatures.SaveBankAccountAuthorizedSignatures}>
          <Button
            size="compact-xs"
            variant="default"
            disabled={one === undefined && two === undefined}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            Save
          </Button>
        </MayCall>
      </Table.Td>
    </Table.Tr>
  );
}

/** Authorized signatures 1 and 2 of each bank account of the community. */
export function AuthorizedSignatures({ communityAgentId }: { communityAgentId: number }) {
  const accounts = useQuery(checkBankAccountsQuery(communityAgentId));
  const signatures = useQuery(allSignaturesQuery());
  const options = (signatures.data ?? []).map((s) => ({
    value: String(s.SignatureId),
    label: s.Name,
  }));
  const rows = accounts.data ?? [];
  return (
    <Table fz="sm" aria-label="Authorized signatures">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Bank account</Table.Th>
          <Table.Th>Authorized signature 1</Table.Th>
          <Table.Th>Authorized signature 2</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={4}>The community has no bank account.</EmptyRow>
        ) : null}
        {rows.map((a) => (
          <AccountRow
            key={a.BankAccountId}
            bankAccountId={a.BankAccountId}
            name={`${a.AccountName} (${a.BankName})`}
            options={options}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}
