import type { BankAccount } from '@hoa/contract';
import { formatCents, formatDate, Messages } from '@hoa/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { EmptyRow } from '../../widgets/empty-row';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { importedStatementsQuery } from '../bank-statements';
import { BankAccountFormModal } from './bank-account-form-modal';
import { bankAccountQuery } from './bank-queries';
import { RealtimeBalanceCard } from './realtime-balance-card';

/** /bank-account/:bankAccountId: a bank account, its real-time balance and imported statements. */
export function BankAccountViewPage() {
  const { bankAccountId } = useParams({ strict: false });
  const id = Number(bankAccountId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const account = useQuery({ ...bankAccountQuery(id), enabled: valid });
  if (!valid) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  if (!account.data) {
    return account.isError ? <LoadError error={account.error} /> : <PageLoader />;
  }
  return <BankAccountView account={account.data} />;
}

function BankAccountView({ account }: { account: BankAccount }) {
  const go = useGo();
  const [editing, setEditing] = useState(false);
  const communityAgentId = account.CommunityAgentId;
  return (
    <>
      <PageHeader
        title={account.AccountName}
        subtitle={`Bank account · ${account.BankName} · ${account.CommunityName}`}
        actions={
          <>
            <Button
              variant="default"
              onClick={() =>
                void go(buildRoute(SiteMap.bankProfile, { agentId: account.BankAgentId }))
              }
            >
              Bank
            </Button>
            <Button
              variant="default"
              onClick={() => void go(buildRoute(SiteMap.bankStatement, { communityAgentId }))}
            >
              Bank statement
            </Button>
            <Button
              variant="default"
              onClick={() =>
                void go(
                  buildRoute(SiteMap.bankReconciliation, {
                    communityAgentId,
                    accountId: account.TopsAgentBankId,
                  }),
                )
              }
            >
              Reconcile
            </Button>
            <Button onClick={() => setEditing(true)}>Edit bank account</Button>
          </>
        }
      />
      <Paper withBorder p="md" radius="sm" mb="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label="Community">{account.CommunityName}</Fact>
          <Fact label="Bank">{account.BankName}</Fact>
          <Fact label="Account number">{account.AccountNumber}</Fact>
          <Fact label="Routing number">{account.RoutingNumber ?? 'Not set'}</Fact>
          <Fact label="GL account">
            {account.GlAccountNumber
              ? `${account.GlAccountNumber} ${account.GlAccountName ?? ''}`
              : 'None'}
          </Fact>
          <Fact label="Next check number">{account.NextCheckNumber}</Fact>
          <Fact label="Book balance today">
            {account.Balance === null ? '—' : formatCents(account.Balance)}
          </Fact>
          <Fact label="Status">
            <Group gap={4}>
              {account.IsPrimary ? <Badge variant="light">Primary</Badge> : null}
              {account.IsRemoved ? (
                <Badge color="gray" variant="light">
                  Removed
                </Badge>
              ) : (
                <Badge color="green" variant="light">
                  Active
                </Badge>
              )}
            </Group>
          </Fact>
        </SimpleGrid>
      </Paper>
      <RealtimeBalanceCard bankAccountId={account.TopsAgentBankId} />
      <ImportedStatements bankAccountId={account.TopsAgentBankId} />
      <BankAccountFormModal opened={editing} account={account} onClose={() => setEditing(false)} />
    </>
  );
}

/** The statements imported for the account, newest first. */
function ImportedStatements({ bankAccountId }: { bankAccountId: number }) {
  const statements = useQuery(importedStatementsQuery(bankAccountId));
  const rows = statements.data ?? [];
  const money = (cents: number | null) => (cents === null ? '' : formatCents(cents));
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={4} mb="sm">
        Imported statements
      </Title>
      {statements.isError ? <LoadError error={statements.error} /> : null}
      <Table fz="sm" striped aria-label="Imported statements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>Format</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th ta="right">Opening</Table.Th>
            <Table.Th ta="right">Closing</Table.Th>
            <Table.Th ta="right">Transactions</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !statements.isPending ? (
            <EmptyRow colSpan={7}>No statement has been imported.</EmptyRow>
          ) : null}
          {rows.map((s) => (
            <Table.Tr key={s.BankStatementId}>
              <Table.Td>{s.FileName}</Table.Td>
              <Table.Td>{s.Format}</Table.Td>
              <Table.Td>
                {s.StartDate ? formatDate(s.StartDate) : '?'} –{' '}
                {s.EndDate ? formatDate(s.EndDate) : '?'}
              </Table.Td>
              <Table.Td ta="right">{money(s.OpeningBalance)}</Table.Td>
              <Table.Td ta="right">{money(s.ClosingBalance)}</Table.Td>
              <Table.Td ta="right">{s.TransactionCount}</Table.Td>
              <Table.Td>{s.IsLocked ? <Badge color="gray">Reconciled</Badge> : null}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
