import { contract, type RequestOf } from '@hoa/contract';
import { type Cents, formatCents, formatDate, type IsoDate, todayIso } from '@hoa/domain';
import {
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions } from '../../widgets/form-modal';
import { MoneyInput } from '../../widgets/money-input';
import { ProblemAlert } from '../../widgets/problem-alert';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { apFormDataQuery } from '../../widgets/ap-form-data';
import { checksKey } from './check-queries';
import { MayCall } from '../../widgets/may-call';

const A = contract.apChecks;

const openCreditsQuery = (communityAgentId: number, vendorAgentId: number | null) =>
  queryOptions({
    queryKey: [...checksKey, 'credits', communityAgentId, vendorAgentId],
    queryFn: () =>
      api.call(A.GetOpenCredits, {
        query: {
          communityAgentId,
          ...(vendorAgentId === null ? {} : { vendorAgentId }),
        },
      }),
  });

/**
 * Credit memos (81) of the community not yet used up (GetOpenCredits), and the modal that adds one
 * (AddCreditMemo); a check run with “Apply open credit memos” takes them off the vendor's check.
 */
export function CreditMemosPanel({
  communityAgentId,
  vendorAgentId,
}: {
  communityAgentId: number;
  vendorAgentId: number | null;
}) {
  const credits = useQuery(openCreditsQuery(communityAgentId, vendorAgentId));
  const [adding, setAdding] = useState(false);
  const rows = credits.data ?? [];
  return (
    <Paper withBorder p="sm" mt="sm">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Open credit memos</Title>
        <MayCall calls={contract.apChecks.AddCreditMemo}>
          <Button size="xs" variant="light" onClick={() => setAdding(true)}>
            Add credit memo
          </Button>
        </MayCall>
      </Group>
      {credits.isError ? <LoadError error={credits.error} /> : null}
      <Table fz="sm" striped aria-label="Open credit memos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Credit number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Applied</Table.Th>
            <Table.Th ta="right">Open</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <EmptyRow colSpan={6}>
              {credits.isPending ? 'Loading…' : 'No open credit memos.'}
            </EmptyRow>
          ) : null}
          {rows.map((c) => (
            <Table.Tr key={c.ItemId}>
              <Table.Td>{c.VendorDisplayName}</Table.Td>
              <Table.Td>{c.CreditNumber}</Table.Td>
              <Table.Td>{formatDate(c.CreditDate)}</Table.Td>
              <Table.Td ta="right">{formatCents(c.Amount)}</Table.Td>
              <Table.Td ta="right">{formatCents(c.Applied)}</Table.Td>
              <Table.Td ta="right">{formatCents(c.Open)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {adding ? (
        <AddCreditMemoModal
          communityAgentId={communityAgentId}
          vendorAgentId={vendorAgentId}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Paper>
  );
}

interface CreditMemoValues {
  VendorAgentId: string | null;
  CreditNumber: string;
  CreditDate: IsoDate | null;
  Amount: Cents | null;
  AccountId: string | null;
}

function AddCreditMemoModal({
  communityAgentId,
  vendorAgentId,
  onClose,
}: {
  communityAgentId: number;
  vendorAgentId: number | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const formData = useQuery(apFormDataQuery(communityAgentId));
  const toBody = (values: CreditMemoValues) => ({
    CommunityAgentId: communityAgentId,
    VendorAgentId: values.VendorAgentId === null ? null : Number(values.VendorAgentId),
    CreditNumber: values.CreditNumber.trim(),
    CreditDate: values.CreditDate,
    Amount: values.Amount,
    AccountId: values.AccountId === null ? null : Number(values.AccountId),
  });
  const initialValues: CreditMemoValues = {
    VendorAgentId: vendorAgentId === null ? null : String(vendorAgentId),
    CreditNumber: '',
    CreditDate: todayIso(),
    Amount: null,
    AccountId: null,
  };

  const form = useContractForm({
    initialValues,
    schema: A.AddCreditMemo.body,
    toBody,
    rules: (v: CreditMemoValues) => ({
      VendorAgentId: v.VendorAgentId === null ? 'Choose the vendor.' : null,
      CreditNumber: v.CreditNumber.trim() === '' ? 'Enter the credit number.' : null,
      CreditDate: v.CreditDate === null ? 'Enter the credit date.' : null,
      Amount: v.Amount === null || v.Amount <= 0 ? 'Enter an amount above zero.' : null,
      AccountId: v.AccountId === null ? 'Choose the expense account.' : null,
    }),
  });
  const add = useMutation({
    mutationFn: (body: RequestOf<typeof A.AddCreditMemo>['body']) =>
      api.call(A.AddCreditMemo, { body }),
    onSuccess: async (memo) => {
      await client.invalidateQueries({ queryKey: checksKey });
      showSuccess(`Credit memo ${memo.CreditNumber} added (AP ${String(memo.ItemId)}).`);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title="Add credit memo">
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          add.mutate(body);
        })}
      >
        <Stack>
          <Select
            label="Vendor"
            required
            searchable
            data={(formData.data?.Vendors ?? []).map((v) => ({
              value: String(v.Id),
              label: v.Name,
            }))}
            {...form.getInputProps('VendorAgentId')}
          />
          <TextInput
            label="Credit number"
            required
            maxLength={25}
            {...form.getInputProps('CreditNumber')}
          />
          <DateInput label="Credit date" required {...fieldProps(form, 'CreditDate')} />
          <MoneyInput label="Amount" required {...fieldProps(form, 'Amount')} />
          <Select
            label="Expense account credited"
            required
            searchable
            data={(formData.data?.Accounts ?? []).map((a) => ({
              value: String(a.Id),
              label: `${a.Number} ${a.Name}`,
            }))}
            {...form.getInputProps('AccountId')}
          />
          <Text size="xs" c="dimmed">
            Posted on its date: the expense account credited, Accounts Payable debited.
          </Text>
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={onClose} saving={add.isPending} label="Add" />
        </Stack>
      </form>
    </Modal>
  );
}
