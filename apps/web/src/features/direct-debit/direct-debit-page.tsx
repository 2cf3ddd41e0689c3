import { contract, type ResponseOf } from '@hoa/contract';
import { Button, FileButton, Tabs } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { refusedEffectiveDate } from '../../widgets/effective-date-input';
import { useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ChangeNotices, EnrollmentHistoryModal } from './change-notices';
import { DirectDebitRunsGrid, EnrolledOwnersGrid, type HistoryOf } from './direct-debit-grids';
import { directDebitKey, enrollmentsQuery, runsQuery } from './direct-debit-queries';
import { EnrollModal } from './enroll-modal';
import { AutopayModal } from './autopay-modal';
import { FailedDirectDebits } from './failed-direct-debits';
import { RunFormFields, runFormOptions } from './run-form';

type Enrollment = ResponseOf<typeof contract.directDebit.GetEnrollments>[number];
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
  const [historyOf, setHistoryOf] = useState<HistoryOf | null>(null);
  const [autopayOf, setAutopayOf] = useState<Enrollment | null>(null);
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
          <EnrolledOwnersGrid
            enrollments={enrollments.data ?? []}
            onHistory={setHistoryOf}
            onAutopay={setAutopayOf}
          />
        </Tabs.Panel>
        <Tabs.Panel value="runs">
          <DirectDebitRunsGrid runs={runs.data ?? []} />
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
      <AutopayModal enrollment={autopayOf} onClose={() => setAutopayOf(null)} />
    </>
  );
}
