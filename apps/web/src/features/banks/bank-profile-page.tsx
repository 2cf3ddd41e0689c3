import { contract, type Bank, type BankAccount } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { Alert, Badge, Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { saveBankAccountCall, saveBankCall } from './bank-calls';
import { BankAccountFormModal } from './bank-account-form-modal';
import { BankAccountsTable, ShowRemovedSwitch } from './bank-accounts-table';
import { BankFormModal } from './bank-form-modal';
import { bankAccountsQuery, banksKey, bankQuery } from './bank-queries';

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
  // Removed accounts keep their bank: it may be deleted only when it holds none at all.
  const everyAccount = useQuery(bankAccountsQuery(bank.TopsAgentId, true));
  const queryClient = useQueryClient();
  const deleteBank = useMutation({
    mutationFn: () => api.call(contract.banks.DeleteBank, { params: { id: bank.TopsAgentId } }),
    onSuccess: async () => {
      showSuccess('Bank deleted.');
      await queryClient.invalidateQueries({ queryKey: banksKey });
      await go(SiteMap.banksPortfolio);
    },
  });

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
            {everyAccount.data?.length === 0 ? (
              <MayCall calls={contract.banks.DeleteBank}>
                <Button
                  variant="default"
                  color="red"
                  onClick={() => {
                    openConfirm({
                      title: 'Delete bank',
                      message: `Delete the bank "${bank.DisplayName}"? A bank that still holds bank accounts, removed ones included, stays.`,
                      confirmLabel: 'Delete',
                      danger: true,
                      onConfirm: () => {
                        deleteBank.mutate();
                      },
                    });
                  }}
                >
                  Delete bank
                </Button>
              </MayCall>
            ) : null}
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
