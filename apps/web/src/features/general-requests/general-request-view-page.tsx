import { contract, type GeneralRequestGraph, type RequestOf } from '@hoa/contract';
import { GeneralRequestMessages } from '@hoa/domain';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { EditGeneralRequestModal } from './edit-general-request-modal';
import { GeneralRequestFacts } from './general-request-facts';
import { generalRequestGraphQuery, refreshGeneralRequests } from './general-requests-queries';

const C = contract.generalRequests;

type History = GeneralRequestGraph['Histories'][number];

/** The request's history, newest first as the server sends it: when, by whom, what. */
const historyColumns: GridColumn<History>[] = [
  {
    id: 'when',
    header: 'When',
    width: 190,
    cell: (h) => <DateTimeText value={h.CreatedAt} />,
  },
  { id: 'by', header: 'By', width: 160, cell: (h) => h.ByUserName ?? '—' },
  { id: 'note', header: 'Note', cell: (h) => h.Note },
];

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
  const done = (message: string) => async () => {
    showSuccess(message);
    await refreshGeneralRequests(client);
  };
  const close = useMutation({
    mutationFn: () => api.call(C.Close, { params: { id } }),
    onError: (error) => showErrorOr(error, GeneralRequestMessages.closeFailed),
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
              <HistoryNoteForm itemId={id} />
            </MayCall>
            <DataGrid
              aria-label="History"
              rows={graph.Histories}
              columns={historyColumns}
              rowKey={(h) => h.HistoryId}
              empty="No history yet."
              variableRowHeight
            />
          </Stack>
        </Paper>
      </Stack>
      {editing ? (
        <EditGeneralRequestModal request={r} opened onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}

/** Adds a note to the request's history (GeneralRequest/CreateHistory). */
function HistoryNoteForm({ itemId }: { itemId: number }) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: { Note: '' },
    schema: C.CreateHistory.body,
    toBody: (values: { Note: string }) => ({ TopsItemId: itemId, Note: values.Note }),
    rules: (values: { Note: string }) => ({
      Note: values.Note.trim() === '' ? GeneralRequestMessages.noteRequired : null,
    }),
  });
  const add = useMutation({
    mutationFn: (body: RequestOf<typeof C.CreateHistory>['body']) =>
      api.call(C.CreateHistory, { body }),
    onError: (error) => showErrorOr(error, 'The note was not added.'),
    onSuccess: async () => {
      form.reset();
      await refreshGeneralRequests(client);
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => add.mutate(body))}>
      <Group align="flex-start">
        <Textarea
          label="Note"
          autosize
          minRows={1}
          style={{ flex: 1 }}
          {...form.getInputProps('Note')}
        />
        <Button type="submit" size="sm" mt={24} loading={add.isPending}>
          Add note
        </Button>
      </Group>
    </form>
  );
}
