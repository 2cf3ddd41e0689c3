import type { Bank, BankAccount } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { Alert, Badge, Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { saveBankAccountCall, saveBankCall } from './bank-calls';
import { BankAccountFormModal } from './bank-account-form-modal';
import { BankAccountsTable, ShowRemovedSwitch } from './bank-accounts-table';
import { BankFormModal } from './bank-form-modal';
import { bankAccountsQuery, bankQuery } from './bank-queries';

/** /bank/:agentId: a bank with its accounts in the user's communities. */
export function BankProfilePage() {
  const { agentId } = useParams({ strict: false });
  const id = Number(agentId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const bank = useQuery({ ...bankQuery(id), enabled: valid });
  if (!valid) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  if (!bank.data) return bank.isError ? <LoadError error={bank.error} /> : <PageLoader />;
  return <BankProfile bank={bank.data} />;
}

type AccountEditor = { account: BankAccount | undefined } | null;

function BankProfile({ bank }: { bank: Bank }) {
  const go = useGo();
  const [showRemoved, setShowRemoved] = useState(false);
  const [editingBank, setEditingBank] = useState(false);
  const [accountEditor, setAccountEditor] = useState<AccountEditor>(null);
  const accounts = useQuery(bankAccountsQuery(bank.TopsAgentId, showRemoved));

  return (
    <>
      <PageHeader
        title={bank.DisplayName}
        subtitle="Bank"
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                void go(SiteMap.banksPortfolio);
              }}
            >
              Back to banks
            </Button>
            <Button
              variant="default"
              onClick={() => {
                void go(
                  buildRoute(SiteMap.bankIntegrationSettings, {
                    settingType: 'validation',
                    topsAgentId: bank.TopsAgentId,
                  }),
                );
              }}
            >
              Integration settings
            </Button>
            <MayCall calls={saveBankCall(false)}>
              <Button
                variant="default"
                onClick={() => {
                  setEditingBank(true);
                }}
              >
                Edit bank
              </Button>
            </MayCall>
            <MayCall calls={saveBankAccountCall(true)}>
              <Button
                onClick={() => {
                  setAccountEditor({ account: undefined });
                }}
              >
                Add bank account
              </Button>
            </MayCall>
          </>
        }
      />
      <Paper withBorder p="md" radius="sm" mb="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label="Alias" value={bank.Alias ?? ''} />
          <Fact label="Routing number" value={bank.RoutingNumber ?? 'Not set'} />
          <Fact label="Accounts" value={String(bank.AccountCount)} />
          <Fact label="Communities" value={String(bank.CommunityCount)} />
        </SimpleGrid>
        {bank.UsesDefaultRouting ? (
          <Badge mt="sm" variant="light">
            Accounts use the bank's default routing
          </Badge>
        ) : null}
      </Paper>
      <ShowRemovedSwitch checked={showRemoved} onChange={setShowRemoved} />
      {accounts.data ? (
        <BankAccountsTable
          accounts={accounts.data}
          party="community"
          onEdit={(account) => {
            setAccountEditor({ account });
          }}
        />
      ) : accounts.isError ? (
        <LoadError error={accounts.error} />
      ) : (
        <PageLoader />
      )}
      <BankFormModal
        opened={editingBank}
        bank={bank}
        onClose={() => {
          setEditingBank(false);
        }}
      />
      <BankAccountFormModal
        opened={accountEditor !== null}
        account={accountEditor?.account}
        fixedBankId={bank.TopsAgentId}
        onClose={() => {
          setAccountEditor(null);
        }}
      />
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}
