import { contract, type ArchitecturalRequestView } from '@hoa/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { useRememberRecent } from '../../app/recent-records';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ActionsPanel } from './actions-panel';
import { ApproversPanel } from './approvers-panel';
import { ArchitecturalRequestFacts } from './architectural-request-facts';
import {
  architecturalViewQuery,
  refreshArchitecturalRequests,
} from './architectural-requests-queries';
import { DecisionClock } from './decision-clock';
import { EditArchitecturalRequestModal } from './edit-architectural-request-modal';
import { HistoriesPanel } from './histories-panel';
import { VoteModal } from './letter-forms';
import { SetStatusModal } from './set-status-modal';
import { RequestAttachments } from './request-attachments';

const C = contract.architecturalRequests;

/**
 * An architectural request (item type 97): its facts and decision clock, approvers and votes,
 * status histories with their letters, the actions of its ARC process, its files, and what may be
 * done: vote, edit, set status and approvers, delete.
 */
export function ArchitecturalRequestViewPage() {
  const community = useCurrentCommunity();
  const itemId = Number(useParams({ strict: false }).itemId);
  const view = useQuery(architecturalViewQuery(itemId));
  if (view.isError) return <LoadError error={view.error} />;
  if (!view.data) return <PageLoader />;
  return <RequestView view={view.data} communityName={community.DisplayName} />;
}

type Open = 'edit' | 'status' | 'Approve' | 'Disapprove' | null;

function RequestView({
  view,
  communityName,
}: {
  view: ArchitecturalRequestView;
  communityName: string;
}) {
  const r = view.Request;
  const id = r.TopsItemId;
  const pending = r.TopsStatusId === 1;
  const client = useQueryClient();
  const go = useGo();
  const [open, setOpen] = useState<Open>(null);
  const canUpload = useMayCall(C.Update);
  useRememberRecent({ kind: 'Architectural request', label: `#${String(id)} ${r.Subject}` });
  const remove = useMutation({
    mutationFn: () => api.call(C.Delete, { query: { itemId: id } }),
    onError: (error) => showErrorOr(error, 'The architectural request was not deleted.'),
    onSuccess: async () => {
      showSuccess('Architectural request deleted.');
      await refreshArchitecturalRequests(client);
      await go(
        buildRoute(SiteMap.architecturalRequestsIndex, { communityAgentId: r.CommunityAgentId }),
      );
    },
  });
  const vote = open === 'Approve' || open === 'Disapprove' ? open : null;
  return (
    <>
      <PageHeader
        title={`Architectural request #${String(id)}`}
        subtitle={communityName}
        actions={
          <Group gap="xs">
            {view.CanVote ? (
              <>
                <Button size="xs" color="green" onClick={() => setOpen('Approve')}>
                  Approve
                </Button>
                <Button size="xs" color="red" variant="light" onClick={() => setOpen('Disapprove')}>
                  Disapprove
                </Button>
              </>
            ) : null}
            {pending ? (
              <>
                <MayCall calls={C.Update}>
                  <Button size="xs" variant="default" onClick={() => setOpen('edit')}>
                    Edit
                  </Button>
                </MayCall>
                <MayCall calls={[C.Update, C.UpdateStatusAndGenerateLetterRequest]}>
                  <Button size="xs" variant="default" onClick={() => setOpen('status')}>
                    Set status and approvers
                  </Button>
                </MayCall>
              </>
            ) : null}
            <MayCall calls={C.Delete}>
              <Button
                size="xs"
                color="red"
                variant="subtle"
                loading={remove.isPending}
                onClick={() =>
                  openConfirm({
                    title: 'Delete architectural request',
                    message: `Delete “${r.Subject}”? It leaves the lists and feeds, and its voting links stop working.`,
                    confirmLabel: 'Delete',
                    onConfirm: () => remove.mutate(),
                  })
                }
              >
                Delete
              </Button>
            </MayCall>
          </Group>
        }
      />
      <Stack gap="md" maw={1100}>
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Title order={4}>{r.Subject}</Title>
            <DecisionClock request={r} />
            <ArchitecturalRequestFacts request={r} cols={{ base: 2, md: 4 }} />
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.Description || '—'}
            </Text>
          </Stack>
        </Paper>
        <ApproversPanel view={view} />
        <HistoriesPanel view={view} />
        <ActionsPanel view={view} />
        <RequestAttachments view={view} canUpload={canUpload} />
      </Stack>
      {open === 'edit' ? (
        <EditArchitecturalRequestModal view={view} opened onClose={() => setOpen(null)} />
      ) : null}
      {open === 'status' ? (
        <SetStatusModal view={view} opened onClose={() => setOpen(null)} />
      ) : null}
      <VoteModal view={view} vote={vote} onClose={() => setOpen(null)} />
    </>
  );
}
