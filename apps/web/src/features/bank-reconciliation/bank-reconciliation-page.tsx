import { contract, type ReconBookItem } from '@hoa/contract';
import { formatCents, formatDate, OwnerLedgerMessages, type IsoDate, localDay } from '@hoa/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError, showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { DateTimeText } from '../../widgets/date-text';
import { PageHeader } from '../../widgets/page-header';
import { RunLockboxModal } from './run-lockbox-modal';
import { MayCall } from '../../widgets/may-call';
import { ReconCriteriaModal } from './criteria-modal';
import { FinishReconciliation } from './finish-reconciliation';
import { BankPane, BookPane } from './recon-panes';
import {
  accountsQuery,
  bankLinesQuery,
  bookItemsQuery,
  differenceAsOfQuery,
  downloadMultiBankReport,
  downloadReconciliationReport,
  reconKey,
  scopeBody,
  summaryQuery,
  type PaneFilter,
  type ReconScope,
} from './recon-queries';
import { ReconScopePicker } from './recon-scope-picker';
import { RunModal } from './run-modal';
import { ReconSettingsModal } from './settings-modal';
import { StatementForm } from './statement-form';
import { SummaryFigures } from './summary-figures';

const R = contract.bankReconciliation;

/** Bank reconciliation of one bank account: bank lines against book items, the statement, finish. */
export function BankReconciliationPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const params = useParams({ strict: false });
  const accountId = Number(params.accountId ?? 0) || null;
  const costCenterCategoryId = Number(params.costCenterCategoryId ?? 0) || null;
  const accounts = useQuery(accountsQuery(communityAgentId));
  const chosen = accountId ?? accounts.data?.[0]?.BankAccountId ?? null;
  const scope = chosen === null ? null : { bankAccountId: chosen, costCenterCategoryId };
  return (
    <>
      <PageHeader title="Bank reconciliation" subtitle={community.DisplayName} />
      <ReconScopePicker communityAgentId={communityAgentId} scope={scope} />
      {scope === null ? (
        <Text c="dimmed">This community has no bank account with a cash GL account.</Text>
      ) : (
        <Reconciliation
          key={`${String(scope.bankAccountId)}-${String(costCenterCategoryId)}`}
          scope={scope}
          communityAgentId={communityAgentId}
        />
      )}
    </>
  );
}

function Reconciliation({
  scope,
  communityAgentId,
}: {
  scope: ReconScope;
  communityAgentId: number;
}) {
  const { bankAccountId } = scope;
  const client = useQueryClient();
  const go = useGo();
  const [bankFilter, setBankFilter] = useState<PaneFilter>('unmatched');
  const [bookFilter, setBookFilter] = useState<PaneFilter>('unmatched');
  const [bankPick, setBankPick] = useState<number | null>(null);
  const [bookPick, setBookPick] = useState<Map<number, ReconBookItem>>(new Map());
  const [runOpen, setRunOpen] = useState(false);
  const [lockboxOpen, setLockboxOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [criteriaOpen, setCriteriaOpen] = useState(false);
  const [asOf, setAsOf] = useState<IsoDate | null>(null);
  const differenceAsOf = useQuery({
    ...differenceAsOfQuery(scope, asOf),
  });
  const multiBank = useSession().data?.FeatureFlags.multiBankReconciliationReport === true;
  const summary = useQuery(summaryQuery(scope)).data;
  const bank = useQuery(bankLinesQuery(bankAccountId, bankFilter)).data ?? [];
  const book = useQuery(bookItemsQuery(scope, bookFilter)).data ?? [];
  const rec = summary?.Reconciliation;
  const refresh = () => client.invalidateQueries({ queryKey: reconKey });
  // The saved statement date: what Rematch processes to and the multi-bank report is as of.
  const statementDate = rec?.StatementDate ?? null;
  const match = useMutation({
    mutationFn: () =>
      api.call(R.MatchTransactions, {
        body: {
          BankTransactionId: bankPick ?? 0,
          ItemIds: [...bookPick.values()].flatMap((b) => b.ItemIds),
          ...scopeBody(scope),
        },
      }),
    onSuccess: async () => {
      setBankPick(null);
      setBookPick(new Map());
      await refresh();
      showSuccess('Matched.');
    },
  });
  // Rematch: the account's unlocked automatic matches cleared and matched again (this scope).
  const rematch = useMutation({
    mutationFn: () =>
      api.call(R.Rematch, {
        body: {
          BankAccountId: bankAccountId,
          ...(statementDate === null ? {} : { processDate: statementDate }),
          ...scopeBody(scope),
        },
      }),
    onSuccess: async (result) => {
      await refresh();
      showSuccess(
        `Rematched: ${String(result.Matched)} transactions matched, ${String(result.ClearedChecks)} checks cleared.`,
      );
    },
  });
  const unmatch = useMutation({
    mutationFn: (id: number) => api.call(R.UnmatchTransaction, { body: { BankTransactionId: id } }),
    onSuccess: refresh,
  });
  // An uncleared bank transaction removed: its toast, then home (spec 2 §8 'Removing a transaction').
  const remove = useMutation({
    mutationFn: (id: number) =>
      api.call(R.RemoveUnclearedBankTransaction, { body: { BankTransactionId: id } }),
    onSuccess: async (_result, id) => {
      await refresh();
      showSuccess(OwnerLedgerMessages.removed(id));
      void go(buildRoute(SiteMap.communityHome, { communityAgentId }));
    },
  });
  const askRemove = (id: number) =>
    openConfirm({
      title: 'Remove bank transaction',
      message: OwnerLedgerMessages.confirmDelete,
      danger: true,
      confirmLabel: 'Remove',
      onConfirm: () => remove.mutate(id),
    });
  const bankAmount = bank.find((b) => b.BankTransactionId === bankPick)?.Amount ?? 0;
  const bookAmount = [...bookPick.values()].reduce((s, b) => s + b.Amount, 0);
  const running = bankAmount - bookAmount;
  const finished = rec?.FinishedAt !== null && rec?.FinishedAt !== undefined;
  return (
    <>
      <Paper withBorder p="sm" mb="md">
        <Group align="flex-end" wrap="wrap">
          {rec ? (
            <StatementForm
              key={`${String(rec.StatementDate)}-${String(rec.StatementEndingBalance)}`}
              scope={scope}
              saved={rec}
              finished={finished}
            />
          ) : null}
          <MayCall calls={contract.bankReconciliation.ExecuteBankReconciliation}>
            <Button variant="light" onClick={() => setRunOpen(true)}>
              Run reconciliation
            </Button>
          </MayCall>
          <MayCall calls={contract.lockbox.RunLockbox}>
            <Button variant="light" onClick={() => setLockboxOpen(true)}>
              Run lockbox
            </Button>
          </MayCall>
          <MayCall calls={R.Rematch}>
            <Button
              variant="default"
              disabled={finished}
              loading={rematch.isPending}
              onClick={() => rematch.mutate()}
            >
              Rematch
            </Button>
          </MayCall>
          <Button variant="default" onClick={() => setSettingsOpen(true)}>
            Settings
          </Button>
          <Button variant="default" onClick={() => setCriteriaOpen(true)}>
            Criteria
          </Button>
          <FinishReconciliation scope={scope} summary={summary} />
          <Button
            variant="default"
            onClick={() =>
              void downloadReconciliationReport(scope, rec?.ReconciliationId ?? null).catch(
                showError,
              )
            }
          >
            Download report
          </Button>
          {multiBank ? (
            <Button
              variant="default"
              onClick={() =>
                void downloadMultiBankReport(communityAgentId, statementDate).catch(showError)
              }
            >
              Multi-bank report
            </Button>
          ) : null}
        </Group>
        {summary ? <SummaryFigures summary={summary} /> : null}
        <Group align="flex-end" mt="md">
          <DateInput label="Difference as of" w={160} value={asOf} onChange={setAsOf} />
          {asOf !== null && differenceAsOf.data !== undefined ? (
            <Text size="sm" aria-label="Unreconciled difference on date" pb={6}>
              Unreconciled difference on {formatDate(asOf)}:{' '}
              <b>{formatCents(differenceAsOf.data)}</b>
            </Text>
          ) : null}
        </Group>
        {finished ? (
          <Text size="sm" c="green" mt="xs">
            Finished <DateTimeText value={rec?.FinishedAt} />
            {rec?.DifferenceReason
              ? ` with a difference of ${formatCents(rec.FinishedDifference ?? 0)}. Why: ${rec.DifferenceReason}`
              : '.'}
          </Text>
        ) : null}
      </Paper>
      <Group mb="xs">
        <Text size="sm" aria-label="Running difference">
          Selected: bank {formatCents(bankAmount)} · book {formatCents(bookAmount)} · difference{' '}
          <b>{formatCents(running)}</b>
        </Text>
        <MayCall calls={R.MatchTransactions}>
          <Button
            size="xs"
            disabled={bankPick === null || bookPick.size === 0 || running !== 0}
            loading={match.isPending}
            onClick={() => match.mutate()}
          >
            Match selected
          </Button>
        </MayCall>
      </Group>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <BankPane
          lines={bank}
          filter={bankFilter}
          onFilter={setBankFilter}
          selected={bankPick}
          onSelect={setBankPick}
          onUnmatch={(id) => unmatch.mutate(id)}
          onRemove={askRemove}
        />
        <BookPane
          items={book}
          filter={bookFilter}
          onFilter={setBookFilter}
          selected={new Set(bookPick.keys())}
          onChange={(chosen) => {
            // Items chosen under another filter stay chosen: the pick keeps their rows.
            const shown = new Map(book.map((item) => [item.TopsItemId, item]));
            const next = new Map<number, ReconBookItem>();
            for (const id of chosen) {
              const item = bookPick.get(id) ?? shown.get(id);
              if (item) next.set(id, item);
            }
            setBookPick(next);
          }}
        />
      </Group>
      <RunModal
        scope={scope}
        communityAgentId={communityAgentId}
        defaultDate={rec?.StatementDate ?? summary?.AsOfDate ?? localDay(new Date())}
        opened={runOpen}
        onClose={() => setRunOpen(false)}
      />
      <RunLockboxModal
        communityAgentId={communityAgentId}
        bankAccountId={bankAccountId}
        opened={lockboxOpen}
        onClose={() => setLockboxOpen(false)}
      />
      <ReconSettingsModal
        bankAccountId={bankAccountId}
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
      <ReconCriteriaModal
        bankAccountId={bankAccountId}
        communityAgentId={communityAgentId}
        opened={criteriaOpen}
        onClose={() => setCriteriaOpen(false)}
      />
    </>
  );
}
