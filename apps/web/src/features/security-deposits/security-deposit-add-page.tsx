import { contract } from '@hoa/contract';
import { type Cents, formatCents, localDay } from '@hoa/domain';
import { Button, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
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
import { bankAccountOptions, paymentOwnersQuery, paymentSetupQuery } from '../cash-receipts';
import { depositsKey } from './deposit-queries';
import { MoneyInput } from '../../widgets/money-input';

/** Add a security deposit (82) received from an owner; it is posted from the review screen. */
export function SecurityDepositAddPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [search, setSearch] = useState('');
  const owners = useQuery(paymentOwnersQuery(communityAgentId, search));
  const setup = useQuery(paymentSetupQuery(communityAgentId));
  const [owner, setOwner] = useState<string | null>(null);
  const [bank, setBank] = useState<string | null>(null);
  const [amount, setAmount] = useState<Cents | null>(null);
  const [date, setDate] = useState<string | null>(localDay(new Date()));
  const [check, setCheck] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const bankId =
    bank ?? (setup.data?.BankAccounts[0] ? String(setup.data.BankAccounts[0].BankAccountId) : null);
  const save = useMutation({
    mutationFn: () => {
      const cents = amount;
      if (owner === null) throw new Error('Choose the owner who paid the deposit.');
      if (bankId === null) throw new Error('Choose the bank account the deposit is made to.');
      if (cents === null || cents <= 0) throw new Error('The amount must be more than zero.');
      if (date === null) throw new Error('The date is required.');
      return api.call(contract.securityDeposits.AddSecurityDeposit, {
        body: {
          CommunityAgentId: communityAgentId,
          OwnerAgentId: Number(owner),
          BankAccountId: Number(bankId),
          Amount: cents,
          EventDate: date,
          CheckNumber: check.trim() || null,
          IdempotencyKey: key,
        },
      });
    },
    onSuccess: async (deposit) => {
      await client.invalidateQueries({ queryKey: depositsKey });
      showSuccess(`Security deposit #${deposit.TopsItemId} saved for review.`);
      await go(
        buildRoute(SiteMap.securityDepositReview, { communityAgentId, itemId: deposit.TopsItemId }),
      );
    },
    onError: (error) => setProblem(error.message),
  });
  return (
    <>
      <PageHeader
        title="Add security deposit"
        subtitle={community.DisplayName}
        actions={
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            Save
          </Button>
        }
      />
      <Stack gap="sm">
        <ProblemAlert problem={problem} />
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Select
              label="Owner"
              required
              searchable
              data={(owners.data?.Owners ?? []).map((o) => ({
                value: String(o.OwnerAgentId),
                label: `${o.AccountNumber ?? ''} ${o.OwnerName} · ${formatCents(o.Balance)}`.trim(),
              }))}
              value={owner}
              onChange={setOwner}
              onSearchChange={(value) => {
                if (!value.includes('·')) setSearch(value);
              }}
            />
            <Select
              label="Bank account"
              required
              data={bankAccountOptions(setup.data, { withNumber: true })}
              value={bankId}
              onChange={setBank}
            />
            <MoneyInput label="Amount" required value={amount} onChange={setAmount} />
            <DateInput label="Date received" required value={date} onChange={setDate} />
            <TextInput
              label="Check number"
              maxLength={25}
              value={check}
              onChange={(e) => setCheck(e.currentTarget.value)}
            />
          </SimpleGrid>
        </Paper>
      </Stack>
    </>
  );
}
