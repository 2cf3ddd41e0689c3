import { contract, type ServiceRequestGraph } from '@hoa/contract';
import { ServiceRequestMessages } from '@hoa/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useClaimAccess, useMayCall } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { EditServiceRequestModal } from './edit-service-request-modal';
import { ServiceRequestFacts } from './service-request-facts';
import { ServiceRequestPhotos } from './service-request-photos';
import { refreshServiceRequests, serviceRequestQuery } from './service-requests-queries';

const C = contract.serviceRequests;

type WorkOrder = ServiceRequestGraph['WorkOrders'][number];

/** The work orders made from the request; the number opens the work order. */
function workOrderColumns(communityAgentId: number): GridColumn<WorkOrder>[] {
  return [
    {
      id: 'number',
      header: 'Work order',
      width: 110,
      cell: (w) => (
        <Anchor
          component={Link}
          size="sm"
          to={buildRoute(SiteMap.workOrderView, {
            communityAgentId,
            parentView: 'service-request',
            itemId: w.TopsItemId,
          })}
        >
          {`#${String(w.TopsItemId)}`}
        </Anchor>
      ),
    },
    { id: 'date', header: 'Date', width: 110, cell: (w) => <DateText value={w.EventDate} /> },
    { id: 'summary', header: 'Summary', cell: (w) => w.CodeDescription },
    { id: 'issued', header: 'Issued to', width: 180, cell: (w) => w.IssuedToName ?? '—' },
    {
      id: 'state',
      header: 'State',
      width: 100,
      cell: (w) => (
        <Badge size="sm" variant="light" color={w.State === 'Open' ? 'blue' : 'gray'}>
          {w.State}
        </Badge>
      ),
    },
  ];
}

/** A service request (the view of type 63): its facts, photos, work orders and what may be done. */
export function ServiceRequestViewPage() {
  const community = useCurrentCommunity();
  const itemId = Number(useParams({ strict: false }).itemId);
  const graph = useQuery(serviceRequestQuery(itemId));
  if (graph.isError) return <LoadError error={graph.error} />;
  if (!graph.data) return <PageLoader />;
  return <RequestView graph={graph.data} communityName={community.DisplayName} />;
}

function RequestView({
  graph,
  communityName,
}: {
  graph: ServiceRequestGraph;
  communityName: string;
}) {
  const r = graph.Request;
  const id = r.TopsItemId;
  const communityAgentId = r.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const [editing, setEditing] = useState(false);
  const canUpload = useMayCall(C.Update);
  const mayConvert = useClaimAccess('workordermaintain').canCreate;
  const isOpen = r.State === 'Open' || r.State === 'In Progress';
  const progress = useMutation({
    mutationFn: (IsInProgress: boolean) =>
      api.call(C.SetInProgress, { body: { TopsItemId: id, IsInProgress } }),
    onError: (error) => showErrorOr(error, ServiceRequestMessages.failed),
    onSuccess: async (changed) => {
      showSuccess(`Service request marked ${changed.Request.State}.`);
      await refreshServiceRequests(client);
    },
  });
  const remove = useMutation({
    mutationFn: () => api.call(C.Delete, { params: { id } }),
    onError: (error) => showErrorOr(error, ServiceRequestMessages.failed),
    onSuccess: async () => {
      showSuccess('Service request deleted.');
      await refreshServiceRequests(client);
      await go(buildRoute(SiteMap.serviceRequestsIndex, { communityAgentId }));
    },
  });
  return (
    <>
      <PageHeader
        title={`Service request #${String(id)}`}
        subtitle={communityName}
        actions={
          isOpen ? (
            <Group gap="xs">
              {mayConvert ? (
                <Button
                  size="xs"
                  onClick={() =>
                    void go(
                      `${buildRoute(SiteMap.workOrderAdd, { communityAgentId })}?serviceRequestId=${String(id)}`,
                    )
                  }
                >
                  Convert to work order
                </Button>
              ) : null}
              <MayCall calls={C.Update}>
                <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              </MayCall>
              <MayCall calls={C.SetInProgress}>
                <Button
                  size="xs"
                  variant="light"
                  loading={progress.isPending}
                  onClick={() => progress.mutate(r.State === 'Open')}
                >
                  {r.State === 'Open' ? 'Set in progress' : 'Set back to open'}
                </Button>
              </MayCall>
              {r.WorkOrderCount === 0 ? (
                <MayCall calls={C.Delete}>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    loading={remove.isPending}
                    onClick={() =>
                      openConfirm({
                        title: 'Delete service request',
                        message: `Delete service request #${String(id)}? It leaves the lists and the feeds.`,
                        confirmLabel: 'Delete',
                        onConfirm: () => remove.mutate(),
                      })
                    }
                  >
                    Delete
                  </Button>
                </MayCall>
              ) : null}
            </Group>
          ) : null
        }
      />
      <Stack gap="md" maw={960}>
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Title order={4}>{r.Description}</Title>
            <ServiceRequestFacts request={r} cols={{ base: 2, md: 5 }} />
          </Stack>
        </Paper>
        <ServiceRequestPhotos graph={graph} canUpload={canUpload && isOpen} />
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <Title order={5}>Work orders</Title>
            {graph.WorkOrders.length === 0 ? (
              <Text size="sm" c="dimmed">
                No work order was made from this request.
              </Text>
            ) : (
              <DataGrid
                aria-label="Work orders"
                rows={graph.WorkOrders}
                columns={workOrderColumns(communityAgentId)}
                rowKey={(w) => w.TopsItemId}
              />
            )}
          </Stack>
        </Paper>
      </Stack>
      {editing ? <EditServiceRequestModal request={r} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
