import { contract, type RequestOf } from '@hoa/contract';
import { Button, Loader, Select, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { checkBankAccountsQuery, checksKey } from '../ap-checks';
import { allSignaturesQuery, bankAccountSignaturesQuery, signaturesKey } from './signature-queries';

type SaveBody = RequestOf<typeof contract.signatures.SaveBankAccountAuthorizedSignatures>['body'];

interface RowProps {
  bankAccountId: number;
  name: string;
  options: { value: string; label: string }[];
}

const idText = (id: number | null | undefined) => (id == null ? null : String(id));

/** A bank account's row: its signatures as saved, then the form over them. */
function AccountRow(props: RowProps) {
  const current = useQuery(bankAccountSignaturesQuery(props.bankAccountId));
  if (!current.data)
    return (
      <Table.Tr>
        <Table.Td>{props.name}</Table.Td>
        <Table.Td colSpan={3}>
          {current.isError ? <LoadError error={current.error} /> : <Loader size="xs" />}
        </Table.Td>
      </Table.Tr>
    );
  const saved = {
    Signature1Id: idText(current.data.Signature1Id),
    Signature2Id: idText(current.data.Signature2Id),
  };
  return <AccountRowForm key={JSON.stringify(saved)} {...props} saved={saved} />;
}

type RowValues = Record<'Signature1Id' | 'Signature2Id', string | null>;

function AccountRowForm({ bankAccountId, name, options, saved }: RowProps & { saved: RowValues }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: saved,
    schema: contract.signatures.SaveBankAccountAuthorizedSignatures.body,
    toBody: (values: RowValues) => ({
      BankAccountId: bankAccountId,
      Signature1Id: values.Signature1Id === null ? null : Number(values.Signature1Id),
      Signature2Id: values.Signature2Id === null ? null : Number(values.Signature2Id),
    }),
  });
  const save = useMutation({
    mutationFn: (body: SaveBody) =>
      api.call(contract.signatures.SaveBankAccountAuthorizedSignatures, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: signaturesKey });
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(`Authorized signatures of ${name} saved.`);
    },
  });
  // A row of a table holds no <form>: Save submits the form itself.
  const submit = form.onSubmit((body) => {
    save.mutate(body);
  });
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      {(['Signature1Id', 'Signature2Id'] as const).map((field, index) => (
        <Table.Td key={field}>
          <Select
            aria-label={`Signature ${String(index + 1)} of ${name}`}
            size="xs"
            clearable
            data={options}
            {...form.getInputProps(field)}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <MayCall calls={contract.signatures.SaveBankAccountAuthorizedSignatures}>
          <Button
            size="compact-xs"
            variant="default"
            disabled={!form.isDirty()}
            loading={save.isPending}
            onClick={() => {
              submit();
            }}
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
