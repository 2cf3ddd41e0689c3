import { activity, type contract, type BankAccount, type ResponseOf } from '@hoa/contract';
import { formatCents, formatDate, Messages } from '@hoa/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { Fact } from '../../widgets/fact';
import { FeedBrowser } from '../../widgets/item-feed';
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
      <Title order={4} mt="md" mb="xs">
        Activity
      </Title>
      <FeedBrowser
        label="Bank account feed"
        cacheKey={['bank-account', account.TopsAgentBankId]}
        load={(window) =>
          api.call(activity.GetBankAccountActivityFeed, {
            query: { bankAccountId: account.TopsAgentBankId, ...window },
          })
        }
      />
      <BankAccountFormModal opened={editing} account={account} onClose={() => setEditing(false)} />
    </>
  );
}

/** The statements imported for the account, newest first. */
function ImportedStatements({ bankAccountId }: { bankAccountId: number }) {
  const statements = useQuery(importedStatementsQuery(bankAccountId));
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={4} mb="sm">
        Imported statements
      </Title>
      {statements.isError ? <LoadError error={statements.error} /> : null}
      <DataGrid
        aria-label="Imported statements"
        rows={statements.data ?? []}
        columns={statementColumns}
        rowKey={statementKey}
        empty={statements.isPending ? 'Loading…' : 'No statement has been imported.'}
      />
    </Paper>
  );
}

type ImportedStatement = ResponseOf<typeof contract.bankStatements.GetBankStatements>[number];

const statementKey = (s: ImportedStatement) => s.BankStatementId;
const balance = (cents: number | null) => (cents === null ? '' : formatCents(cents));

const statementColumns: GridColumn<ImportedStatement>[] = [
  { id: 'file', header: 'File', width: 220, cell: (s) => s.FileName },
  { id: 'format', header: 'Format', width: 80, cell: (s) => s.Format },
  {
    id: 'period',
    header: 'Period',
    width: 200,
    cell: (s) =>
      `${s.StartDate ? formatDate(s.StartDate) : '?'} – ${s.EndDate ? formatDate(s.EndDate) : '?'}`,
  },
  {
    id: 'opening',
    header: 'Opening',
    width: 120,
    money: true,
    cell: (s) => balance(s.OpeningBalance),
  },
  {
    id: 'closing',
    header: 'Closing',
    width: 120,
    money: true,
    cell: (s) => balance(s.ClosingBalance),
  },
  {
    id: 'count',
    header: 'Transactions',
    width: 110,
    align: 'right',
    cell: (s) => s.TransactionCount,
  },
  {
    id: 'status',
    header: 'Status',
    width: 110,
    cell: (s) => (s.IsLocked ? <Badge color="gray">Reconciled</Badge> : null),
  },
];
