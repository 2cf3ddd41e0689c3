import { contract } from '@hoa/contract';
import { Alert, Button, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { bankIntegrationKey, lockboxIdsQuery } from './bank-integration-queries';
import { BankPicker, idFrom } from './bank-picker';

/** /banking/lockbox-settings/:topsAgentId?: the lockbox id the bank gave each account. */
export function LockboxIdsPage() {
  const go = useGo();
  const client = useQueryClient();
  const bankId = idFrom(useParams({ strict: false }).topsAgentId);
  const accounts = useQuery({ ...lockboxIdsQuery(bankId ?? 0), enabled: bankId !== null });
  const [edits, setEdits] = useState<Record<number, string>>({});
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.bankIntegration.SaveLockboxAccountsSettings, {
        body: {
          bankAccountsSettings: Object.entries(edits).map(([id, lockbox]) => ({
            BankAccountId: Number(id),
            LockboxId: lockbox.trim() === '' ? null : lockbox.trim(),
          })),
        },
      }),
    onSuccess: async () => {
      setEdits({});
      await client.invalidateQueries({ queryKey: bankIntegrationKey });
      showSuccess('Lockbox IDs saved.');
    },
  });
  return (
    <>
      <PageHeader
        title="Lockbox settings"
        subtitle="Lockbox IDs of the bank accounts; validation files are exported for these accounts"
        actions={
          <MayCall calls={contract.bankIntegration.SaveLockboxAccountsSettings}>
            <Button
              disabled={Object.keys(edits).length === 0}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              Save
            </Button>
          </MayCall>
        }
      />
      <BankPicker
        bankId={bankId}
        onChange={(id) => {
          setEdits({});
          void go(buildRoute(SiteMap.lockboxAccountsSettings, { topsAgentId: id }));
        }}
      />
      {bankId === null ? (
        <Alert color="blue" variant="light">
          Choose a bank.
        </Alert>
      ) : (
        <>
          {accounts.isError ? <LoadError error={accounts.error} /> : null}
          <Table striped verticalSpacing={4} fz="sm" aria-label="Lockbox accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Community</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>Account number</Table.Th>
                <Table.Th>Lockbox ID</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(accounts.data ?? []).length === 0 ? (
                <EmptyRow colSpan={4}>No account of your communities is at this bank.</EmptyRow>
              ) : (
                (accounts.data ?? []).map((a) => (
                  <Table.Tr key={a.BankAccountId}>
                    <Table.Td>{a.CommunityName}</Table.Td>
                    <Table.Td>{a.AccountName}</Table.Td>
                    <Table.Td>{a.AccountNumber}</Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        w={160}
                        maxLength={30}
                        aria-label={`Lockbox ID of ${a.AccountName}`}
                        value={edits[a.BankAccountId] ?? a.LockboxId ?? ''}
                        onChange={(e) => {
                          const value = e.currentTarget.value;
                          setEdits((all) => ({ ...all, [a.BankAccountId]: value }));
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </>
      )}
    </>
  );
}
