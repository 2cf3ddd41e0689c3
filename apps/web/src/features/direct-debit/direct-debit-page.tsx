import { contract, type ResponseOf } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Badge, Button, FileButton, Table, Tabs } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showError, showSuccess } from '../../app/toasts';
import { refusedEffectiveDate } from '../../widgets/effective-date-input';
import { EmptyRow } from '../../widgets/empty-row';
import { useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ChangeNotices, EnrollmentHistoryModal } from './change-notices';
import {
  directDebitKey,
  downloadRunFile,
  enrollmentsQuery,
  runsQuery,
} from './direct-debit-queries';
import { EnrollModal } from './enroll-modal';
import { FailedDirectDebits } from './failed-direct-debits';
import { RunFormFields, runFormOptions } from './run-form';

type BankAccount = ResponseOf<typeof contract.cashReceipts.GetPaymentSetup>['BankAccounts'][number];

/** Direct debit: enrolled owners, NACHA runs for the community's bank, returns and retries. */
export function DirectDebitPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const [enrolling, setEnrolling] = useState(false);
  const banks = useQuery({
    queryKey: [...directDebitKey, 'banks', communityAgentId],
    queryFn: () => api.call(contract.cashReceipts.GetPaymentSetup, { query: { communityAgentId } }),
  });
  return (
    <>
      <PageHeader
        title="Direct debit"
        subtitle={community.DisplayName}
        actions={<Button onClick={() => setEnrolling(true)}>Enroll owner</Button>}
      />
      {banks.data ? (
        <DirectDebitTabs communityAgentId={communityAgentId} accounts={banks.data.BankAccounts} />
      ) : banks.isError ? (
        <LoadError error={banks.error} />
      ) : (
        <PageLoader />
      )}
      <EnrollModal
        communityAgentId={communityAgentId}
        opened={enrolling}
        onClose={() => setEnrolling(false)}
      />
    </>
  );
}

/** The run form over the tabs: its bank account and date are also what a retry is sent with. */
function DirectDebitTabs({
  communityAgentId,
  accounts,
}: {
  communityAgentId: number;
  accounts: readonly BankAccount[];
}) {
  const client = useQueryClient();
  const enrollments = useQuery(enrollmentsQuery(communityAgentId));
  const runs = useQuery(runsQuery(communityAgentId));
  const [tab, setTab] = useState<string | null>('owners');
  const [historyOf, setHistoryOf] = useState<{ id: number; ownerName: string } | null>(null);
  const form = useContractForm(runFormOptions(communityAgentId, accounts));
  const { BankAccountId, EffectiveDate } = form.values;
  const importReturns = useMutation({
    mutationFn: async (file: File) =>
      api.call(contract.directDebit.ImportReturnFile, {
        body: {
          CommunityAgentId: communityAgentId,
          Content: await file.text(),
          FileName: file.name.slice(0, 255) || undefined,
        },
      }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: directDebitKey });
      const notices = result.ChangeNotices.length;
      const unmatched = result.ChangeNotices.filter((n) => !n.IsMatched).length;
      const returned = `${result.ReturnedCount} returned direct debits recorded.`;
      const review =
        `${notices} notification${notices === 1 ? '' : 's'} of change to review` +
        (unmatched > 0 ? ` (${unmatched} matching no direct debit).` : '.');
      showSuccess(
        notices === 0 ? returned : result.ReturnedCount === 0 ? review : `${returned} ${review}`,
      );
      if (notices > 0) setTab('notices');
      else if (result.ReturnedCount > 0) setTab('failed');
    },
  });
  return (
    <>
      <RunFormFields form={form} accounts={accounts}>
        <FileButton onChange={(file) => file && importReturns.mutate(file)} accept=".ach,.txt">
          {(props) => (
            <MayCall calls={contract.directDebit.ImportReturnFile}>
              <Button variant="default" loading={importReturns.isPending} {...props}>
                Import return file
              </Button>
            </MayCall>
          )}
        </FileButton>
      </RunFormFields>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="owners">Enrolled owners ({enrollments.data?.length ?? 0})</Tabs.Tab>
          <Tabs.Tab value="runs">Files</Tabs.Tab>
          <Tabs.Tab value="failed">Failed direct debits</Tabs.Tab>
          <Tabs.Tab value="notices">Notifications of change</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="owners">
          {enrollments.isError ? <LoadError error={enrollments.error} /> : null}
          <Table striped verticalSpacing={4} fz="sm" aria-label="Enrolled owners">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Routing</Table.Th>
                <Table.Th>Bank account</Table.Th>
                <Table.Th>Prenote</Table.Th>
                <Table.Th ta="right">Next debit</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(enrollments.data ?? []).length === 0 ? (
                <EmptyRow colSpan={7}>No owner is enrolled yet.</EmptyRow>
              ) : null}
              {(enrollments.data ?? []).map((e) => (
                <Table.Tr key={e.DirectDebitEnrollmentId}>
                  <Table.Td>{e.AccountNumber ?? ''}</Table.Td>
                  <Table.Td>{e.OwnerName}</Table.Td>
                  <Table.Td>{e.RoutingNumber}</Table.Td>
                  <Table.Td>
                    {e.MaskedAccountNumber} {e.AccountType === 'S' ? 'savings' : 'checking'}
                  </Table.Td>
                  <Table.Td>
                    {e.IsPrenoted ? (
                      <Badge color="green" variant="light">
                        Sent
                      </Badge>
                    ) : (
                      <Badge color="yellow" variant="light">
                        Next run
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{e.IsPrenoted ? formatCents(e.Balance) : '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-label={`History of ${e.OwnerName}`}
                      onClick={() =>
                        setHistoryOf({ id: e.DirectDebitEnrollmentId, ownerName: e.OwnerName })
                      }
                    >
                      History
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="runs">
          <Table striped verticalSpacing={4} fz="sm" aria-label="NACHA files">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Effective</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Bank account</Table.Th>
                <Table.Th ta="right">Entries</Table.Th>
                <Table.Th ta="right">Prenotes</Table.Th>
                <Table.Th>Entry hash</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(runs.data ?? []).length === 0 ? (
                <EmptyRow colSpan={7}>No NACHA files yet.</EmptyRow>
              ) : null}
              {(runs.data ?? []).map((r) => (
                <Table.Tr key={r.DirectDebitRunId}>
                  <Table.Td>{formatDate(r.EffectiveDate)}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() =>
                        void downloadRunFile(r.DirectDebitRunId, r.FileName).catch(showError)
                      }
                    >
                      {r.FileName}
                    </Button>
                  </Table.Td>
                  <Table.Td>{r.BankAccountName}</Table.Td>
                  <Table.Td ta="right">{r.EntryCount}</Table.Td>
                  <Table.Td ta="right">{r.PrenoteCount}</Table.Td>
                  <Table.Td>{r.EntryHash}</Table.Td>
                  <Table.Td ta="right">{formatCents(r.Total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="failed">
          <FailedDirectDebits
            communityAgentId={communityAgentId}
            bankAccountId={BankAccountId === null ? null : Number(BankAccountId)}
            effectiveDate={
              refusedEffectiveDate(EffectiveDate) === null ? (EffectiveDate ?? '') : ''
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="notices">
          <ChangeNotices communityAgentId={communityAgentId} />
        </Tabs.Panel>
      </Tabs>
      <EnrollmentHistoryModal enrollment={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
