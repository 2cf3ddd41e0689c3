import { contract, type RequestOf } from '@hoa/contract';
import { formatCents, localDay, type Cents, type IsoDate } from '@hoa/domain';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import {
  fieldProps,
  formProblem,
  formProblemKey,
  useContractForm,
} from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  bankAccountOptions,
  newIdempotencyKey,
  paymentSetupQuery,
  receiptsKey,
} from './receipt-queries';
import { MoneyInput } from '../../widgets/money-input';

interface Line {
  accountId: string | null;
  /** Cents; null while the field is empty or not an amount. */
  cents: Cents | null;
  description: string;
}

const blank = (): Line => ({ accountId: null, cents: null, description: '' });

interface MiscReceiptValues {
  ReceivedFrom: string;
  /** Null: the community's first bank account. */
  BankAccountId: string | null;
  EventDate: IsoDate | null;
  CheckNumber: string;
  Lines: Line[];
}

/** A miscellaneous cash receipt: money not from an owner, credited to the chosen accounts. */
export function MiscCashReceiptPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const setup = useQuery(paymentSetupQuery(communityAgentId));
  const accounts = useQuery({
    queryKey: [...receiptsKey, 'accounts', communityAgentId],
    queryFn: () => api.call(contract.glAccounts.SearchAccounts, { query: { communityAgentId } }),
  });
  const firstBank = setup.data?.BankAccounts[0]?.BankAccountId ?? null;
  const initialValues: MiscReceiptValues = {
    ReceivedFrom: '',
    BankAccountId: null,
    EventDate: localDay(new Date()),
    CheckNumber: '',
    Lines: [blank()],
  };
  // The lines that carry something; the first problem of them goes above the form.
  const usedLines = (values: MiscReceiptValues) =>
    values.Lines.filter((l) => l.accountId !== null || l.cents !== null);
  const linesProblem = (values: MiscReceiptValues) => {
    const used = usedLines(values);
    if (used.length === 0) return 'There are no Transactions to Save.';
    if (used.some((l) => l.accountId === null)) return 'Please select an account';
    if (used.some((l) => l.cents === null || l.cents <= 0)) {
      return 'Please make sure all Payments have an Amount.';
    }
    return null;
  };
  const form = useContractForm({
    initialValues,
    schema: contract.cashReceipts.AddMiscellaneousCashReceipt.body,
    toBody: (values: MiscReceiptValues) => ({
      CommunityAgentId: communityAgentId,
      BankAccountId: values.BankAccountId === null ? firstBank : Number(values.BankAccountId),
      EventDate: values.EventDate,
      ReceivedFrom: values.ReceivedFrom.trim(),
      CheckNumber: values.CheckNumber.trim() || null,
      Lines: usedLines(values).map((l) => ({
        AccountId: l.accountId === null ? null : Number(l.accountId),
        Amount: l.cents,
        Description: l.description.trim() || null,
      })),
      IdempotencyKey: key,
    }),
    rules: (values) => ({
      ReceivedFrom: values.ReceivedFrom.trim() === '' ? 'Enter who paid.' : null,
      BankAccountId:
        values.BankAccountId === null && firstBank === null ? 'Choose the bank account.' : null,
      EventDate: values.EventDate === null ? 'The date is required.' : null,
      [formProblemKey]: linesProblem(values),
    }),
  });
  const lines = form.values.Lines;
  const setLines = (next: Line[]) => {
    form.setFieldValue('Lines', next);
  };
  const total = lines.reduce((sum, l) => sum + (l.cents ?? 0), 0);
  const save = useMutation({
    mutationFn: (
      body: RequestOf<typeof contract.cashReceipts.AddMiscellaneousCashReceipt>['body'],
    ) => api.call(contract.cashReceipts.AddMiscellaneousCashReceipt, { body }),
    onSuccess: async (made) => {
      await client.invalidateQueries({ queryKey: receiptsKey });
      showSuccess(
        `Miscellaneous cash receipt #${made.TopsItemId} posted: ${formatCents(made.Amount)}.`,
      );
      await go(buildRoute(SiteMap.cashReceiptsIndex, { communityAgentId }));
    },
  });
  const submit = () => {
    form.onSubmit((body) => {
      save.mutate(body);
    })();
  };
  const setLine = (i: number, patch: Partial<Line>) =>
    setLines(lines.map((l, j) => (i === j ? { ...l, ...patch } : l)));
  const accountData = (accounts.data ?? []).map((a) => ({
    value: String(a.TopsAccountId),
    label: `${a.AccountNumber} ${a.AccountName}`,
  }));
  return (
    <>
      <PageHeader
        title="Miscellaneous cash receipt"
        subtitle={community.DisplayName}
        actions={
          <Button onClick={submit} loading={save.isPending}>
            Post
          </Button>
        }
      />
      <Stack gap="sm">
        <ProblemAlert problem={formProblem(form.errors)} />
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 4 }}>
            <TextInput
              label="Received from"
              required
              maxLength={100}
              {...form.getInputProps('ReceivedFrom')}
            />
            <Select
              label="Bank account"
              required
              data={bankAccountOptions(setup.data, { withNumber: true })}
              {...form.getInputProps('BankAccountId')}
              value={form.values.BankAccountId ?? (firstBank === null ? null : String(firstBank))}
            />
            <DateInput label="Date" required {...fieldProps(form, 'EventDate')} />
            <TextInput label="Check number" maxLength={25} {...form.getInputProps('CheckNumber')} />
          </SimpleGrid>
        </Paper>
        <Table fz="sm" aria-label="Lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={160}>Amount</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <Select
                    aria-label={`Account ${i + 1}`}
                    searchable
                    data={accountData}
                    value={line.accountId}
                    onChange={(value) => setLine(i, { accountId: value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Description ${i + 1}`}
                    maxLength={200}
                    value={line.description}
                    onChange={(e) => setLine(i, { description: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <MoneyInput
                    aria-label={`Amount ${i + 1}`}
                    value={line.cents}
                    onChange={(cents) => setLine(i, { cents })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove line ${i + 1}`}
                    disabled={lines.length === 1}
                    onClick={() => setLines(lines.filter((_, j) => j !== i))}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button variant="default" size="xs" onClick={() => setLines([...lines, blank()])}>
            Add line
          </Button>
          <span>{`Total ${formatCents(total)}`}</span>
        </Group>
      </Stack>
    </>
  );
}
