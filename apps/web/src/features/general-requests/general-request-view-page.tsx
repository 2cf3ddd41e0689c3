import { contract, type GeneralRequestGraph } from '@hoa/contract';
import { Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { EditGeneralRequestModal } from './edit-general-request-modal';
import { GeneralRequestFacts } from './general-request-facts';
import { generalRequestGraphQuery, refreshGeneralRequests } from './general-requests-queries';

const C = contract.generalRequests;

/** A general request (the ticket view of type 96): its facts, history, and what may be done. */
export function GeneralRequestViewPage() {
  const community = useCurrentCommunity();
  const itemId = Number(useParams({ strict: false }).itemId);
  const graph = useQuery(generalRequestGraphQuery(itemId));
  if (graph.isError) return <LoadError error={graph.error} />;
  if (!graph.data) return <PageLoader />;
  return <RequestView graph={graph.data} communityName={community.DisplayName} />;
}

function RequestView({
  graph,
  communityName,
}: {
  graph: GeneralRequestGraph;
  communityName: string;
}) {
  const r = graph.Request;
  const id = r.TopsItemId;
  const client = useQueryClient();
  const go = useGo();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const done = (message: string) => async () => {
    showSuccess(message);
    await refreshGeneralRequests(client);
  };
  const close = useMutation({
    mutationFn: () => api.call(C.Close, { params: { id } }),
    onError: (error) =>
      showErrorOr(error, 'An unexpected error occurred while trying to close the general request.'),
    onSuccess: done('General request closed.'),
  });
  const reopen = useMutation({
    mutationFn: () => api.call(C.Reopen, { params: { id } }),
    onError: (error) => showErrorOr(error, 'The general request was not reopened.'),
    onSuccess: done('General request reopened.'),
  });
  const remove = useMutation({
    mutationFn: () => api.call(C.Delete, { params: { id } }),
    onError: (error) => showErrorOr(error, 'The general request was not deleted.'),
    onSuccess: async () => {
      await done('General request deleted.')();
      await go(buildRoute(SiteMap.generalRequestsIndex, { communityAgentId: r.CommunityAgentId }));
    },
  });
  const addNote = useMutation({
    mutationFn: () => api.call(C.CreateHistory, { body: { TopsItemId: id, Note: note } }),
    onError: (error) => showErrorOr(error, 'The note was not added.'),
    onSuccess: async () => {
      setNote('');
      await refreshGeneralRequests(client);
    },
  });
  const confirm = (title: string, message: string, label: string, run: () => void) =>
    openConfirm({ title, message, confirmLabel: label, onConfirm: run });
  return (
    <>
      <PageHeader
        title={`General request #${String(id)}`}
        subtitle={communityName}
        actions={
          <Group gap="xs">
            {r.State === 'Open' ? (
              <>
                <MayCall calls={C.Update}>
                  <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                </MayCall>
                <MayCall calls={C.Close}>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={close.isPending}
                    onClick={() =>
                      confirm(
                        'Close general request',
                        `Close “${r.Subject}”?`,
                        'Close request',
                        () => close.mutate(),
                      )
                    }
                  >
                    Close
                  </Button>
                </MayCall>
              </>
            ) : (
              <MayCall calls={C.Reopen}>
                <Button
                  size="xs"
                  variant="light"
                  loading={reopen.isPending}
                  onClick={() =>
                    confirm('Reopen general request', `Reopen “${r.Subject}”?`, 'Reopen', () =>
                      reopen.mutate(),
                    )
                  }
                >
                  Reopen
                </Button>
              </MayCall>
            )}
            <MayCall calls={C.Delete}>
              <Button
                size="xs"
                color="red"
                variant="subtle"
                loading={remove.isPending}
                onClick={() =>
                  confirm(
                    'Delete general request',
                    `Delete “${r.Subject}”? It leaves the tickets page and the feeds.`,
                    'Delete',
                    () => remove.mutate(),
                  )
                }
              >
                Delete
              </Button>
            </MayCall>
          </Group>
        }
      />
      <Stack gap="md" maw={900}>
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Title order={4}>{r.Subject}</Title>
            <GeneralRequestFacts request={r} cols={{ base: 2, md: 4 }} />
            <Text size="sm">{r.Description || '—'}</Text>
          </Stack>
        </Paper>
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <Title order={5}>History</Title>
            <MayCall calls={C.CreateHistory}>
              <Group align="flex-end">
                <Textarea
                  label="Note"
                  autosize
                  minRows={1}
                  style={{ flex: 1 }}
                  value={note}
                  onChange={(event) => setNote(event.currentTarget.value)}
                />
                <Button
                  size="sm"
                  disabled={note.trim() === ''}
                  loading={addNote.isPending}
                  onClick={() => addNote.mutate()}
                >
                  Add note
                </Button>
              </Group>
            </MayCall>
            <Table aria-label="History" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={190}>When</Table.Th>
                  <Table.Th w={160}>By</Table.Th>
                  <Table.Th>Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {graph.Histories.map((h) => (
                  <Table.Tr key={h.HistoryId}>
                    <Table.Td>{new Date(h.CreatedAt).toLocaleString('en-US')}</Table.Td>
                    <Table.Td>{h.ByUserName ?? '—'}</Table.Td>
                    <Table.Td>{h.Note}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      </Stack>
      {editing ? (
        <EditGeneralRequestModal request={r} opened onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}
