import { contract } from '@hoa/contract';
import { Alert, Anchor, Button, Checkbox, Table } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { saveBlob } from '../../widgets/download-file';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { candidatesQuery } from './bank-integration-queries';
import { BankPicker, idFrom } from './bank-picker';

/** /banking/validation-export/:topsAgentId?: the Standard validation file of lockbox accounts. */
export function ValidationExportPage() {
  const go = useGo();
  const bankId = idFrom(useParams({ strict: false }).topsAgentId);
  const candidates = useQuery({ ...candidatesQuery(bankId ?? 0), enabled: bankId !== null });
  const [unselected, setUnselected] = useState<Set<number>>(new Set());
  const rows = (candidates.data?.Candidates ?? []).flatMap((c) =>
    c.Accounts.map((a) => ({ ...a, CommunityId: c.CommunityId, CommunityName: c.CommunityName })),
  );
  const exportFile = useMutation({
    mutationFn: () =>
      api.call(contract.bankIntegration.ExportTopsStandardValidationFile, {
        body: {
          BankId: bankId ?? 0,
          Candidates: (candidates.data?.Candidates ?? []).map((c) => ({
            CommunityId: c.CommunityId,
            Accounts: c.Accounts.map((a) => ({
              AccountId: a.AccountId,
              IsSelected: !unselected.has(a.AccountId),
            })),
          })),
        },
      }),
    onSuccess: (file) => {
      saveBlob(new Blob([file.Content], { type: 'text/csv' }), file.FileName);
      showSuccess(`${file.FileName}: ${file.RowCount} owners.`);
    },
  });
  const toggle = (accountId: number, on: boolean) =>
    setUnselected((all) => {
      const next = new Set(all);
      if (on) next.delete(accountId);
      else next.add(accountId);
      return next;
    });
  return (
    <>
      <PageHeader
        title="Validation file export"
        subtitle="The owners a lockbox bank may take payments for (Standard layout, CSV)"
        actions={
          <Button
            disabled={rows.length === 0}
            loading={exportFile.isPending}
            onClick={() => exportFile.mutate()}
          >
            Export
          </Button>
        }
      />
      <BankPicker
        bankId={bankId}
        onChange={(id) => void go(buildRoute(SiteMap.validationExport, { topsAgentId: id }))}
      />
      {candidates.data?.Warning ? (
        <Alert color="yellow" mb="md" role="alert">
          {candidates.data.Warning}{' '}
          <Anchor
            component="button"
            size="sm"
            onClick={() =>
              void go(buildRoute(SiteMap.lockboxAccountsSettings, { topsAgentId: bankId }))
            }
          >
            Set lockbox IDs
          </Anchor>
        </Alert>
      ) : null}
      {candidates.isError ? <LoadError error={candidates.error} /> : null}
      {bankId === null ? (
        <Alert color="blue" variant="light">
          Choose a lockbox bank.
        </Alert>
      ) : (
        <Table striped verticalSpacing={4} fz="sm" aria-label="Validation candidates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Export</Table.Th>
              <Table.Th>Community</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Lockbox ID</Table.Th>
              <Table.Th ta="right">Owners</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <EmptyRow colSpan={5}>
                {candidates.isLoading ? 'Loading…' : 'No candidates.'}
              </EmptyRow>
            ) : (
              rows.map((r) => (
                <Table.Tr key={r.AccountId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Export ${r.AccountName}`}
                      checked={!unselected.has(r.AccountId)}
                      onChange={(e) => toggle(r.AccountId, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{r.CommunityName}</Table.Td>
                  <Table.Td>
                    {r.AccountName} · {r.AccountNumber}
                  </Table.Td>
                  <Table.Td>{r.LockboxId}</Table.Td>
                  <Table.Td ta="right">{r.OwnerCount}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
