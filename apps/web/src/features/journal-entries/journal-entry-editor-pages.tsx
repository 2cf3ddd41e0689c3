import { hasAccess, localDay, Messages } from '@hoa/domain';
import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from '@tanstack/react-router';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { draftFrom, emptyDraft } from './journal-draft';
import { JournalEntryForm } from './journal-entry-form';
import { entryAccountsQuery, entryCostCentersQuery, journalEntryQuery } from './journal-queries';
import { isEditable } from './journal-routes';
import { useRemoveJournalEntry } from './use-remove-journal-entry';

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /journal-entries/add/:fromItemId?: a new entry, empty or started from a template or entry. */
export function JournalEntryAddPage() {
  const community = useCurrentCommunity();
  const id = community.CommunityAgentId;
  const fromItemId = positiveId(useParams({ strict: false }).fromItemId);
  const source = useQuery({ ...journalEntryQuery(fromItemId ?? 0), enabled: fromItemId !== null });
  const accounts = useQuery(entryAccountsQuery(id));
  const costCenters = useQuery(entryCostCentersQuery(id));
  const today = localDay(new Date());
  const loading = [accounts, costCenters, ...(fromItemId ? [source] : [])];
  const failed = loading.find((q) => q.isError);
  const ready = accounts.data && costCenters.data && (fromItemId === null || source.data);
  const subtitle = source.data?.IsJournalEntryTemplate
    ? `From template ${source.data.Reference ?? `#${source.data.TopsItemId}`}`
    : source.data
      ? `Copy of journal entry #${source.data.TopsItemId}`
      : community.DisplayName;
  return (
    <>
      <PageHeader title="New journal entry" subtitle={subtitle} />
      {ready ? (
        <JournalEntryForm
          communityAgentId={id}
          entry={null}
          initial={source.data ? draftFrom(source.data, 'copy', today) : emptyDraft(today)}
          accounts={accounts.data}
          costCenters={costCenters.data}
        />
      ) : failed ? (
        <LoadError error={failed.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** /journal-entries/edit/:itemId: an accrued entry or a template; others open their profile. */
export function JournalEntryEditPage() {
  const community = useCurrentCommunity();
  const id = community.CommunityAgentId;
  const itemId = positiveId(useParams({ strict: false }).itemId);
  const entry = useQuery({ ...journalEntryQuery(itemId ?? 0), enabled: itemId !== null });
  const accounts = useQuery(entryAccountsQuery(id));
  const costCenters = useQuery(entryCostCentersQuery(id));
  if (itemId === null) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  if (entry.data && !isEditable(entry.data.ItemStatus)) {
    const values = { communityAgentId: id, itemId };
    return <Navigate to={buildRoute(SiteMap.journalEntryProfile, values)} replace />;
  }
  const failed = [entry, accounts, costCenters].find((q) => q.isError);
  return (
    <>
      <PageHeader
        title={
          entry.data?.IsJournalEntryTemplate
            ? `Journal entry template #${itemId}`
            : `Journal entry #${itemId}`
        }
        subtitle={entry.data ? `${entry.data.StatusName} · ${community.DisplayName}` : undefined}
        actions={<StoredEntryActions communityAgentId={id} itemId={itemId} />}
      />
      {entry.data && accounts.data && costCenters.data ? (
        <JournalEntryForm
          key={entry.dataUpdatedAt}
          communityAgentId={id}
          entry={entry.data}
          initial={draftFrom(entry.data, 'edit', null)}
          accounts={accounts.data}
          costCenters={costCenters.data}
        />
      ) : failed ? (
        <LoadError error={failed.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** Print and delete of a stored accrued entry or template. */
function StoredEntryActions({
  communityAgentId,
  itemId,
}: {
  communityAgentId: number;
  itemId: number;
}) {
  const go = useGo();
  const removal = useRemoveJournalEntry(communityAgentId);
  const canDelete = hasAccess(useSession().data?.Claims ?? [], 'gljournalentries', 'delete');
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          void go(buildRoute(SiteMap.journalEntryPrint, { communityAgentId, itemId }));
        }}
      >
        Print
      </Button>
      {canDelete ? (
        <Button
          color="red"
          variant="light"
          loading={removal.pending}
          onClick={() => {
            removal.confirmRemove(itemId);
          }}
        >
          Delete
        </Button>
      ) : null}
    </>
  );
}
