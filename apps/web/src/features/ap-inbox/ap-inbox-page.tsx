import { contract, type InvoiceCard } from '@hoa/contract';
import {
  DefaultInboxSort,
  hasAccess,
  InboxFilterNames,
  InboxSortFields,
  Messages,
  paywallTier2,
  PaywalledInboxFilters,
  type InboxFilterName,
  type InboxSortField,
} from '@hoa/domain';
import { Button, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { ApprovalActivityFeed } from './activity-feed';
import { FilterPanel } from './filter-panel';
import { inboxCountsQuery, inboxInvoicesQuery, type ListFilter } from './inbox-queries';
import {
  ApproversModal,
  NotifyApproversModal,
  PdfPreviewModal,
  UploadInvoiceModal,
} from './inbox-modals';
import { InvoiceCards, InvoiceList, type OpenAction } from './invoice-views';

const sortLabels: Record<InboxSortField, string> = {
  TotalAmount: 'Amount',
  ItemId: 'AP number',
  InvoiceNumber: 'Invoice number',
  DueDate: 'Due date',
  VendorDisplayName: 'Vendor',
};

function toFilter(value: string | undefined): InboxFilterName {
  return InboxFilterNames.find((f) => f === value) ?? 'APInbox';
}

type Modal =
  | { kind: 'preview' | 'approvers'; card: InvoiceCard }
  | { kind: 'notify'; approvalStatus: 1 | 2 }
  | { kind: 'upload' }
  | null;

/** The AP inbox (spec 2 §2): filters with count badges, list or card view, inline decisions. */
export function ApInboxPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const session = useSession().data;
  const params = useParams({ strict: false });
  const filter = toFilter(params.filterName);
  const tierOk = paywallTier2(session?.SubscriptionTier ?? 1);
  const refused = PaywalledInboxFilters.includes(filter) && session !== undefined && !tierOk;
  const [sortBy, setSortBy] = useState<InboxSortField>(DefaultInboxSort);
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const noCards = session?.FeatureFlags.noCardView === true;
  const [view, setView] = useState<'card' | 'list'>(noCards ? 'list' : 'card');
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const counts = useQuery(inboxCountsQuery(communityAgentId));
  const listFilter: ListFilter | null = filter === 'ActivityFeed' || refused ? null : filter;
  const list = useQuery({
    ...inboxInvoicesQuery(communityAgentId, listFilter ?? 'APInbox', sortBy, order),
    enabled: listFilter !== null && session !== undefined,
  });
  useEffect(() => {
    if (!refused) return;
    notifications.show({
      color: 'red',
      title: 'Error',
      message: Messages.subscriptionAccessDenied,
    });
    void go(buildRoute(SiteMap.home, {}));
  }, [refused, go]);
  const claims = session?.Claims ?? [];
  const showExceptions =
    session?.FeatureFlags.digitalInvoices === true &&
    hasAccess(claims, 'invoiceexceptions', 'read');
  const choose = (next: InboxFilterName) => {
    setOpen(null);
    void go(buildRoute(SiteMap.apInbox, { communityAgentId, filterName: next }));
  };
  const viewProps = {
    filter: listFilter ?? 'APInbox',
    invoices: list.data?.Invoices ?? [],
    open,
    setOpen,
    onPreview: (card: InvoiceCard) => setModal({ kind: 'preview', card }),
    onApprovers: (card: InvoiceCard) => setModal({ kind: 'approvers', card }),
  } as const;
  return (
    <>
      <PageHeader
        title="AP inbox"
        subtitle={community.DisplayName}
        actions={
          <Group gap="xs">
            <MayCall calls={contract.apInvoices.UploadInvoice}>
              <Button variant="default" onClick={() => setModal({ kind: 'upload' })}>
                Upload invoice
              </Button>
            </MayCall>
            {tierOk ? (
              <>
                <Button
                  variant="default"
                  onClick={() => setModal({ kind: 'notify', approvalStatus: 1 })}
                >
                  Notify internal approvers
                </Button>
                <Button
                  variant="default"
                  onClick={() => setModal({ kind: 'notify', approvalStatus: 2 })}
                >
                  Notify board approvers
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <FilterPanel
          current={filter}
          counts={counts.data}
          showExceptions={showExceptions}
          onChoose={choose}
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {filter === 'ActivityFeed' ? (
            <ApprovalActivityFeed communityAgentId={communityAgentId} />
          ) : (
            <>
              <Group gap="xs">
                {noCards ? null : (
                  <SegmentedControl
                    aria-label="View"
                    value={view}
                    onChange={(v) => setView(v === 'list' ? 'list' : 'card')}
                    data={[
                      { value: 'card', label: 'Cards' },
                      { value: 'list', label: 'List' },
                    ]}
                  />
                )}
                <Select
                  aria-label="Sort by"
                  w={170}
                  allowDeselect={false}
                  value={sortBy}
                  onChange={(v) =>
                    setSortBy(InboxSortFields.find((f) => f === v) ?? DefaultInboxSort)
                  }
                  data={InboxSortFields.map((f) => ({ value: f, label: sortLabels[f] }))}
                />
                <Button
                  variant="default"
                  aria-label="Sort order"
                  onClick={() => setOrder(order === 'desc' ? 'asc' : 'desc')}
                >
                  {order === 'desc' ? 'Descending' : 'Ascending'}
                </Button>
              </Group>
              {list.isError ? <LoadError error={list.error} /> : null}
              {view === 'card' ? <InvoiceCards {...viewProps} /> : <InvoiceList {...viewProps} />}
            </>
          )}
        </Stack>
      </Group>
      {modal?.kind === 'preview' ? (
        <PdfPreviewModal card={modal.card} onClose={() => setModal(null)} />
      ) : null}
      {modal?.kind === 'approvers' ? (
        <ApproversModal card={modal.card} onClose={() => setModal(null)} />
      ) : null}
      {modal?.kind === 'notify' ? (
        <NotifyApproversModal
          communityAgentId={communityAgentId}
          approvalStatus={modal.approvalStatus}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'upload' ? (
        <UploadInvoiceModal communityAgentId={communityAgentId} onClose={() => setModal(null)} />
      ) : null}
    </>
  );
}
