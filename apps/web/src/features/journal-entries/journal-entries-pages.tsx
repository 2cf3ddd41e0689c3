import { calledWith, contract } from '@hoa/contract';
import { hasAccess, StatusId } from '@hoa/domain';
import { Button, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { JournalEntriesTable } from './journal-entries-table';
import { JournalImportModal } from './journal-import-modal';
import { journalEntriesQuery } from './journal-queries';
import { useRemoveJournalEntry } from './use-remove-journal-entry';
import { MayCall } from '../../widgets/may-call';

const pageSize = 25;
type StatusFilter = 'all' | 'accrued' | 'posted';
const statusOf: Record<StatusFilter, number | undefined> = {
  all: undefined,
  accrued: StatusId.Accrued,
  posted: StatusId.Posted,
};

function useEntryList(isTemplate: boolean, status: StatusFilter) {
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const [page, setPage] = useState(1);
  const list = useQuery(
    journalEntriesQuery({
      communityAgentId,
      isTemplate,
      statusId: statusOf[status],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  );
  return { communityAgentId, page, setPage, list };
}

/** The journal entry index of a community (spec 2 §2), newest post date first. */
export function JournalEntriesPage() {
  const go = useGo();
  const community = useCurrentCommunity();
  const claims = useSession().data?.Claims ?? [];
  const [status, setStatus] = useState<StatusFilter>('all');
  const [importing, setImporting] = useState(false);
  const { communityAgentId, page, setPage, list } = useEntryList(false, status);
  const canCreate = hasAccess(claims, 'gljournalentries', 'create');
  return (
    <>
      <PageHeader
        title="Journal entries"
        subtitle={community.DisplayName}
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                void go(buildRoute(SiteMap.journalEntryTemplates, { communityAgentId }));
              }}
            >
              Templates
            </Button>
            {canCreate ? (
              <>
                <MayCall calls={contract.journalEntries.ImportJournalEntries}>
                  <Button
                    variant="default"
                    onClick={() => {
                      setImporting(true);
                    }}
                  >
                    Import
                  </Button>
                </MayCall>
                <MayCall
                  calls={calledWith(contract.journalEntries.SaveJournalEntry, {
                    claim: 'gljournalentries',
                    level: 'create',
                  })}
                >
                  <Button
                    onClick={() => {
                      void go(buildRoute(SiteMap.journalEntryAdd, { communityAgentId }));
                    }}
                  >
                    Add journal entry
                  </Button>
                </MayCall>
              </>
            ) : null}
          </>
        }
      />
      <SegmentedControl
        mb="sm"
        size="xs"
        aria-label="Status"
        value={status}
        onChange={(value) => {
          setStatus(value as StatusFilter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'accrued', label: 'Accrued' },
          { value: 'posted', label: 'Posted' },
        ]}
      />
      {list.data ? (
        <JournalEntriesTable
          label="Journal entries"
          rows={list.data.Items}
          totalCount={list.data.TotalCount}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
        />
      ) : list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <PageLoader />
      )}
      <JournalImportModal
        communityAgentId={communityAgentId}
        opened={importing}
        onClose={() => {
          setImporting(false);
        }}
      />
    </>
  );
}

/** Journal entry templates (spec 2 §2): each starts a new entry with its lines. */
export function JournalEntryTemplatesPage() {
  const go = useGo();
  const community = useCurrentCommunity();
  const claims = useSession().data?.Claims ?? [];
  const { communityAgentId, page, setPage, list } = useEntryList(true, 'all');
  const removal = useRemoveJournalEntry(communityAgentId);
  const canCreate = hasAccess(claims, 'gljournalentries', 'create');
  const canDelete = hasAccess(claims, 'gljournalentries', 'delete');
  const add = (fromItemId?: number) => {
    void go(buildRoute(SiteMap.journalEntryAdd, { communityAgentId, fromItemId }));
  };
  return (
    <>
      <PageHeader
        title="Journal entry templates"
        subtitle={community.DisplayName}
        actions={
          <Button
            variant="default"
            onClick={() => {
              void go(buildRoute(SiteMap.journalEntriesIndex, { communityAgentId }));
            }}
          >
            Journal entries
          </Button>
        }
      />
      {list.data ? (
        <JournalEntriesTable
          label="Journal entry templates"
          rows={list.data.Items}
          totalCount={list.data.TotalCount}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          actions={(row) => (
            <>
              {canCreate ? (
                <Button
                  size="compact-xs"
                  onClick={() => {
                    add(row.TopsItemId);
                  }}
                >
                  Use template
                </Button>
              ) : null}
              {canDelete ? (
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  onClick={() => {
                    removal.confirmRemove(row.TopsItemId);
                  }}
                >
                  Delete
                </Button>
              ) : null}
            </>
          )}
        />
      ) : list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
