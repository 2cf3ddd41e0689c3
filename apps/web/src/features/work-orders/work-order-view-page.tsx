import { calledWith, contract, type WorkOrderGraph } from '@hoa/contract';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { DateText, DateTimeText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { FileUploadRow } from '../../widgets/file-upload-row';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { uploadFile } from '../../widgets/upload-file';
import { ClosePostButton, WorkOrderCostsPanel } from './costs';
import { EditWorkOrderModal } from './edit-work-order-modal';
import { VendorEmailButton, WorkOrderInvoicesBox, WorkOrderPdfButton } from './vendors';
import { WorkOrderFacts } from './work-order-facts';
import {
  refreshWorkOrders,
  workOrderCodesQuery,
  workOrderGraphQuery,
  workOrderSummaryQuery,
} from './work-orders-queries';

const C = contract.workOrders;
/** A work order resolves with update access to workordermaintain (checked by the call). */
const resolveCalls = calledWith(C.ResolveItem, { claim: 'workordermaintain', level: 'update' });

/** A work order (the view of type 62): summary, facts, clock, override, source, attachments. */
export function WorkOrderViewPage() {
  const community = useCurrentCommunity();
  const itemId = Number(useParams({ strict: false }).itemId);
  const graph = useQuery(workOrderGraphQuery(itemId));
  if (graph.isError) return <LoadError error={graph.error} />;
  if (!graph.data) return <PageLoader />;
  return <WorkOrderView graph={graph.data} communityName={community.DisplayName} />;
}

/** The summary card (GetWorkOrderSummary). */
function SummaryCard({ itemId }: { itemId: number }) {
  const summary = useQuery(workOrderSummaryQuery(itemId));
  const s = summary.data;
  if (!s) return null;
  return (
    <Paper withBorder p="sm" data-testid="work-order-summary">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{`${s.CodeAlias ? `${s.CodeAlias} · ` : ''}${s.CodeDescription}`}</Text>
          <Text size="sm" c="dimmed">
            {s.Where || '—'}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm">{`${s.StatusName}${s.IsOverdue ? ' · Overdue' : ''}`}</Text>
          <Text size="sm" c="dimmed">
            {`Issued to ${s.IssuedToName ?? 'nobody'} · assigned to ${s.AssignedUserName ?? 'nobody'}`}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function ClockPanel({ graph }: { graph: WorkOrderGraph }) {
  const { Clock: clock, WorkOrder: o } = graph;
  return (
    <Paper withBorder p="sm" data-testid="work-order-clock">
      <Stack gap="xs">
        <Title order={5}>Service-level clock</Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Fact label="Response time">
            {clock.ResponseHours === null ? 'None' : `${String(clock.ResponseHours)} h`}
          </Fact>
          <Fact label="Response due">
            <DateTimeText value={clock.ResponseDueAt} />
          </Fact>
          <Fact label="First response">
            <DateTimeText value={o.RespondedAt} />
          </Fact>
          <Fact label="Completion due">
            <DateTimeText value={clock.CompletionDueAt} />
          </Fact>
        </SimpleGrid>
        {o.IsOverdue ? (
          <Text size="sm" c="red">
            {o.IsResponseOverdue ? 'The first response is overdue. ' : ''}
            {o.IsCompletionOverdue ? 'The completion is overdue.' : ''}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function WorkOrderView({ graph, communityName }: { graph: WorkOrderGraph; communityName: string }) {
  const o = graph.WorkOrder;
  const id = o.TopsItemId;
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const resolve = useMutation({
    mutationFn: () => api.call(C.ResolveItem, { body: { itemId: id } }),
    onError: (error) => showErrorOr(error, 'The work order was not resolved.'),
    onSuccess: async () => {
      showSuccess('Work order resolved.');
      await refreshWorkOrders(client);
    },
  });
  const communityAgentId = o.CommunityAgentId;
  const codes = useQuery(workOrderCodesQuery(communityAgentId));
  const codeOptions = (codes.data ?? []).map((c) => ({
    value: String(c.TopsCodeId),
    label: `${c.CodeAlias} ${c.CodeDescription}`,
  }));
  return (
    <>
      <PageHeader
        title={`Work order #${String(id)}`}
        subtitle={communityName}
        actions={
          <Group gap="xs">
            <WorkOrderPdfButton itemId={id} />
            {o.IssuedToVendorAgentId !== null ? <VendorEmailButton workOrder={o} /> : null}
            {o.State === 'Open' ? (
              <>
                <MayCall calls={C.Update}>
                  <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                </MayCall>
                <MayCall calls={resolveCalls}>
                  <Button
                    size="xs"
                    color="teal"
                    variant="light"
                    loading={resolve.isPending}
                    onClick={() =>
                      openConfirm({
                        title: 'Resolve work order',
                        message: `Resolve work order #${String(id)} “${o.CodeDescription}”? It leaves the open work orders.`,
                        confirmLabel: 'Resolve',
                        onConfirm: () => resolve.mutate(),
                      })
                    }
                  >
                    Resolve
                  </Button>
                </MayCall>
              </>
            ) : null}
            <ClosePostButton
              workOrder={{
                WorkOrderItemId: id,
                CommunityAgentId: communityAgentId,
                PropertyAgentId: o.PropertyAgentId,
                PropertyName: o.PropertyName,
                OwnerName: o.OwnerName,
                WorkOrderCodeId: o.TopsCodeId,
                CodeName: o.CodeAlias,
                IsClosed: o.State === 'Closed',
              }}
              codeOptions={codeOptions}
              onPosted={() => void refreshWorkOrders(client)}
            />
          </Group>
        }
      />
      <Stack gap="md" maw={900}>
        <SummaryCard itemId={id} />
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Title order={4}>{o.CodeDescription}</Title>
            <WorkOrderFacts order={o} cols={{ base: 2, md: 4 }} />
            <Fact label="Detail description">{o.CodeDetailDescription || '—'}</Fact>
            <Fact label="Action needed">{o.CodeActionNeeded || '—'}</Fact>
          </Stack>
        </Paper>
        <ClockPanel graph={graph} />
        {graph.InsuranceOverride ? (
          <Paper withBorder p="sm" data-testid="insurance-override">
            <Stack gap={4}>
              <Title order={5}>Insurance override</Title>
              <Text size="sm">{graph.InsuranceOverride.Reason}</Text>
              <Text size="xs" c="dimmed">
                {`By ${graph.InsuranceOverride.ByUserName ?? 'unknown'} on `}
                <DateTimeText value={graph.InsuranceOverride.At} />
              </Text>
            </Stack>
          </Paper>
        ) : null}
        {graph.ServiceRequest ? (
          <Paper withBorder p="sm">
            <Stack gap={4}>
              <Title order={5}>From service request</Title>
              <Anchor
                component={Link}
                size="sm"
                to={buildRoute(SiteMap.serviceRequestView, {
                  communityAgentId,
                  parentView: 'service-requests',
                  itemId: graph.ServiceRequest.TopsItemId,
                })}
              >
                {`#${String(graph.ServiceRequest.TopsItemId)} ${graph.ServiceRequest.Description}`}
              </Anchor>
              <Text size="xs" c="dimmed">
                {`${graph.ServiceRequest.StatusName} · received `}
                <DateText value={graph.ServiceRequest.ReceivedDate} />
              </Text>
            </Stack>
          </Paper>
        ) : null}
        <WorkOrderCostsPanel
          workOrderItemId={id}
          communityAgentId={communityAgentId}
          isClosed={o.State === 'Closed'}
        />
        <WorkOrderInvoicesBox itemId={id} communityAgentId={communityAgentId} />
        <Paper withBorder p="sm">
          <Stack gap={4}>
            <Title order={5}>Attachments</Title>
            {graph.Attachments.length === 0 ? (
              <Text size="sm" c="dimmed">
                No attachments.
              </Text>
            ) : (
              graph.Attachments.map((a) => (
                <Anchor
                  key={a.AttachmentId}
                  size="sm"
                  href={`/api/Attachment/Download/${String(a.AttachmentId)}`}
                >
                  {a.DisplayName}
                </Anchor>
              ))
            )}
            {o.State !== 'Closed' ? (
              <MayCall calls={C.Update}>
                <FileUploadRow
                  label="Add a file"
                  upload={(file) =>
                    uploadFile(
                      contract.attachments.CreateItemAgentAttachmentByItem.path,
                      { TopsItemId: id },
                      file,
                      'The file could not be added to the work order.',
                    )
                  }
                  uploaded="The file was added."
                  refresh={() => refreshWorkOrders(client)}
                />
              </MayCall>
            ) : null}
          </Stack>
        </Paper>
      </Stack>
      {editing ? (
        <EditWorkOrderModal order={o} opened={editing} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}
