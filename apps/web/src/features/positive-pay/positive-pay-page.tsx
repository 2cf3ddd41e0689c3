import {
  contract,
  type PositivePayBankAccount,
  type PositivePaySend,
  type RequestOf,
} from '@hoa/contract';
import { Button, Group, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { DataGrid, useEditedRows } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import {
  accountColumns,
  sendColumns,
  type PositivePayEdit,
  type PositivePayRow,
} from './positive-pay-columns';
import { accountsQuery, positivePayKey, sendsQuery } from './positive-pay-queries';
import { SendPositivePayModal } from './send-positive-pay-modal';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';

type SaveBody = RequestOf<typeof contract.positivePay.SaveBankAccounts>['body'];

/** Positive pay: which bank accounts send their checks to the bank, in which layout; the files sent. */
export function PositivePayPage() {
  const client = useQueryClient();
  const accounts = useQuery(accountsQuery());
  const sends = useQuery(sendsQuery());
  const [sending, setSending] = useState(false);
  // The accounts changed, by BankAccountId: what Save accounts sends.
  const initialValues: { Edits: Record<string, PositivePayEdit> } = { Edits: {} };
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
  const rows = useEditedRows(accounts.data ?? noAccounts, accountKey, (a) => ({
    IsEnrolled: edits[a.BankAccountId]?.IsEnrolled ?? a.IsEnrolled,
    Layout: edits[a.BankAccountId]?.Layout ?? a.Layout,
  }));
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.positivePay.SaveBankAccounts, { body }),
    onSuccess: async () => {
      form.reset();
      await client.invalidateQueries({ queryKey: positivePayKey });
      showSuccess('Positive pay accounts saved.');
    },
  });
  // The latest form through a ref: the columns stay the same object between renders.
  const latest = useRef(form);
  latest.current = form;
  const columns = useMemo(
    () =>
      accountColumns(({ row, edit }, change) => {
        const current = latest.current;
        current.setFieldValue('Edits', {
          ...current.values.Edits,
          [row.BankAccountId]: { ...edit, ...change },
        });
      }),
    [],
  );
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
        <DataGrid
          aria-label="Positive pay accounts"
          rows={rows}
          columns={columns}
          rowKey={accountRowKey}
          rowHeight={40}
          maxHeight={480}
          empty="No bank account."
        />
      </form>
      <Title order={4} mt="lg" mb="xs">
        Files sent
      </Title>
      <DataGrid
        aria-label="Positive pay files"
        rows={sends.data ?? noSends}
        columns={sendColumns}
        rowKey={sendKey}
        rowHeight={36}
        empty="No positive pay file was sent yet."
      />
      <SendPositivePayModal
        accounts={accounts.data ?? []}
        opened={sending}
        onClose={() => setSending(false)}
      />
    </>
  );
}

const noAccounts: PositivePayBankAccount[] = [];
const noSends: PositivePaySend[] = [];
const accountKey = (a: PositivePayBankAccount) => a.BankAccountId;
const accountRowKey = (r: PositivePayRow) => r.row.BankAccountId;
const sendKey = (s: PositivePaySend) => s.PositivePaySendId;
