import { contract, type PositivePayBankAccount, type RequestOf } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Anchor, Button, Checkbox, Group, Select, Table, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { DateTimeText } from '../../widgets/date-text';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import {
  accountsQuery,
  downloadSendFile,
  positivePayKey,
  sendsQuery,
} from './positive-pay-queries';
import { SendPositivePayModal } from './send-positive-pay-modal';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';

type Edit = Pick<PositivePayBankAccount, 'IsEnrolled' | 'Layout'>;
type SaveBody = RequestOf<typeof contract.positivePay.SaveBankAccounts>['body'];

/** Positive pay: which bank accounts send their checks to the bank, in which layout; the files sent. */
export function PositivePayPage() {
  const client = useQueryClient();
  const accounts = useQuery(accountsQuery());
  const sends = useQuery(sendsQuery());
  const [sending, setSending] = useState(false);
  // The accounts changed, by BankAccountId: what Save accounts sends.
  const initialValues: { Edits: Record<string, Edit> } = { Edits: {} };
  const form = useContractForm({
    initialValues,
    schema: contract.positivePay.SaveBankAccounts.body,
    toBody: (values) => ({
      BankAccounts: Object.entries(values.Edits).map(([id, e]) => ({
        BankAccountId: Number(id),
        ...e,
      })),
    }),
  });
  const { Edits: edits } = form.values;
  const rows = (accounts.data ?? []).map((a) => ({ ...a, ...edits[a.BankAccountId] }));
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.positivePay.SaveBankAccounts, { body }),
    onSuccess: async () => {
      form.reset();
      await client.invalidateQueries({ queryKey: positivePayKey });
      showSuccess('Positive pay accounts saved.');
    },
  });
  const edit = (a: PositivePayBankAccount & Edit, change: Partial<Edit>) => {
    form.setFieldValue('Edits', {
      ...edits,
      [a.BankAccountId]: { IsEnrolled: a.IsEnrolled, Layout: a.Layout, ...change },
    });
  };
  return (
    <>
      <form
        noValidate
        aria-label="Positive pay accounts"
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <PageHeader
          title="Positive pay"
          subtitle="Checks issued and voided are sent to the bank, which pays only those"
          actions={
            <Group>
              <MayCall calls={contract.positivePay.SaveBankAccounts}>
                <Button
                  type="submit"
                  variant="default"
                  disabled={Object.keys(edits).length === 0}
                  loading={save.isPending}
                >
                  Save accounts
                </Button>
              </MayCall>
              <MayCall calls={contract.positivePay.SendPositivePay}>
                <Button onClick={() => setSending(true)}>Send positive pay</Button>
              </MayCall>
            </Group>
          }
        />
        {accounts.isError ? <LoadError error={accounts.error} /> : null}
        <ProblemAlert problem={formProblem(form.errors)} />
        <Table striped verticalSpacing={4} fz="sm" aria-label="Positive pay accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Enrolled</Table.Th>
              <Table.Th>Bank</Table.Th>
              <Table.Th>Community</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Layout</Table.Th>
              <Table.Th>Last sent</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? <EmptyRow colSpan={6}>No bank account.</EmptyRow> : null}
            {rows.map((a) => (
              <Table.Tr key={a.BankAccountId}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Enrol ${a.CommunityName} ${a.AccountName}`}
                    checked={a.IsEnrolled}
                    onChange={(e) => edit(a, { IsEnrolled: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  {a.BankName}
                  {a.BankAlias ? ` (${a.BankAlias})` : ''}
                </Table.Td>
                <Table.Td>{a.CommunityName}</Table.Td>
                <Table.Td>
                  {a.AccountName} …{a.AccountNumber}
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    w={130}
                    aria-label={`Layout of ${a.CommunityName} ${a.AccountName}`}
                    data={[
                      { value: 'csv', label: 'CSV' },
                      { value: 'fixed', label: 'Fixed width' },
                    ]}
                    value={a.Layout}
                    onChange={(value) => edit(a, { Layout: value === 'fixed' ? 'fixed' : 'csv' })}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td>
                  <DateTimeText value={a.LastSentAt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </form>
      <Title order={4} mt="lg" mb="xs">
        Files sent
      </Title>
      <Table striped verticalSpacing={4} fz="sm" aria-label="Positive pay files">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sent</Table.Th>
            <Table.Th>Community</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th ta="right">Issued</Table.Th>
            <Table.Th ta="right">Void</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(sends.data ?? []).length === 0 ? (
            <EmptyRow colSpan={7}>No positive pay file was sent yet.</EmptyRow>
          ) : null}
          {(sends.data ?? []).map((s) => (
            <Table.Tr key={s.PositivePaySendId}>
              <Table.Td>
                <DateTimeText value={s.CreatedAt} />
              </Table.Td>
              <Table.Td>{s.CommunityName}</Table.Td>
              <Table.Td>{s.AccountName}</Table.Td>
              <Table.Td>
                <Anchor
                  size="sm"
                  component="button"
                  onClick={() =>
                    void downloadSendFile(s.PositivePaySendId, s.FileName).catch(showError)
                  }
                >
                  {s.FileName}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{s.IssueCount}</Table.Td>
              <Table.Td ta="right">{s.VoidCount}</Table.Td>
              <Table.Td ta="right">{formatCents(s.Total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <SendPositivePayModal
        accounts={accounts.data ?? []}
        opened={sending}
        onClose={() => setSending(false)}
      />
    </>
  );
}
