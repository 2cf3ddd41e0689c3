import { contract } from '@hoa/contract';
import { formatCents, localDay, type Cents } from '@hoa/domain';
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
  const [bank, setBank] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(localDay(new Date()));
  const [from, setFrom] = useState('');
  const [check, setCheck] = useState('');
  const [lines, setLines] = useState<Line[]>([blank()]);
  const [problem, setProblem] = useState<string | null>(null);
  const bankId =
    bank ?? (setup.data?.BankAccounts[0] ? String(setup.data.BankAccounts[0].BankAccountId) : null);
  const total = lines.reduce((sum, l) => sum + (l.cents ?? 0), 0);
  const save = useMutation({
    mutationFn: () => {
      const used = lines.filter((l) => l.accountId !== null || l.cents !== null);
      if (used.length === 0) throw new Error('There are no Transactions to Save.');
      if (used.some((l) => l.accountId === null)) throw new Error('Please select an account');
      if (used.some((l) => l.cents === null || l.cents <= 0)) {
        throw new Error('Please make sure all Payments have an Amount.');
      }
      if (bankId === null || date === null || from.trim() === '') {
        throw new Error('Bank account, date and received from are required.');
      }
      return api.call(contract.cashReceipts.AddMiscellaneousCashReceipt, {
        body: {
          CommunityAgentId: communityAgentId,
          BankAccountId: Number(bankId),
          EventDate: date,
          ReceivedFrom: from.trim(),
          CheckNumber: check.trim() || null,
          Lines: used.map((l) => ({
            AccountId: Number(l.accountId),
            Amount: l.cents ?? 0,
            Description: l.description.trim() || null,
          })),
          IdempotencyKey: key,
        },
      });
    },
    onSuccess: async (made) => {
      await client.invalidateQueries({ queryKey: receiptsKey });
      showSuccess(
        `Miscellaneous cash receipt #${made.TopsItemId} posted: ${formatCents(made.Amount)}.`,
      );
      await go(buildRoute(SiteMap.cashReceiptsIndex, { communityAgentId }));
    },
    onError: (error) => setProblem(error.message),
  });
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
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            Post
          </Button>
        }
      />
      <Stack gap="sm">
        <ProblemAlert problem={problem} />
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 4 }}>
            <TextInput
              label="Received from"
              required
              maxLength={100}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <Select
              label="Bank account"
              required
              data={bankAccountOptions(setup.data, { withNumber: true })}
              value={bankId}
              onChange={setBank}
            />
            <DateInput label="Date" required value={date} onChange={setDate} />
            <TextInput
              label="Check number"
              maxLength={25}
              value={check}
              onChange={(e) => setCheck(e.currentTarget.value)}
            />
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
