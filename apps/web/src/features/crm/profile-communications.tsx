import { CommunicationPageSize, contract, type Communication } from '@hoa/contract';
import { Anchor, Badge, Text } from '@mantine/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { showError } from '../../app/toasts';
import { profilesKey } from '../../widgets/agent-card';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { fetchFileBlob, saveBlob } from '../../widgets/download-file';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';

const feed = contract.communicationFeed;

/** How many pieces were sent to the profile (Communications/GetCountByAgent). */
export function communicationCountQuery(agentId: number) {
  return queryOptions({
    queryKey: [...profilesKey, 'communicationCount', agentId],
    queryFn: () => api.call(feed.GetCountByAgent, { query: { agentId } }),
  });
}

function communicationsQuery(agentId: number, page: number) {
  return queryOptions({
    queryKey: [...profilesKey, 'communications', agentId, page],
    queryFn: () =>
      api.call(feed.GetByAgent, {
        query: {
          agentId,
          offset: (page - 1) * CommunicationPageSize,
          take: CommunicationPageSize,
        },
      }),
  });
}

const stateColors: Record<string, string> = {
  Sent: 'green',
  Mailed: 'green',
  Printed: 'teal',
  Submitted: 'blue',
  Retrying: 'orange',
  Failed: 'red',
};

/** Opens a sent letter (Communications/GetFormLetterView) in a new tab, else saves it. */
async function openLetter(deliveryId: number): Promise<void> {
  const path = `${feed.GetFormLetterView.path}?deliveryId=${String(deliveryId)}`;
  const blob = await fetchFileBlob(path, 'The letter could not be opened.');
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (!tab) saveBlob(blob, `letter-${String(deliveryId)}.pdf`);
  // The tab has read the file by then.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

function feedColumns(open: (c: Communication) => void): GridColumn<Communication>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      width: 170,
      sortValue: (c) => c.CreatedAt,
      cell: (c) => <DateTimeText value={c.CreatedAt} />,
    },
    {
      id: 'subject',
      header: 'Subject',
      width: 260,
      sortValue: (c) => c.Subject,
      cell: (c) => c.Subject,
    },
    { id: 'template', header: 'Template', width: 180, cell: (c) => c.TemplateName },
    {
      id: 'channel',
      header: 'Channel',
      width: 90,
      sortValue: (c) => c.Channel,
      cell: (c) => c.Channel,
    },
    {
      id: 'state',
      header: 'State',
      width: 110,
      sortValue: (c) => c.State,
      cell: (c) => (
        <Badge size="sm" variant="light" color={stateColors[c.State] ?? 'gray'}>
          {c.State}
        </Badge>
      ),
    },
    {
      id: 'letter',
      header: 'Letter',
      width: 90,
      cell: (c) =>
        c.TopsAttachmentId === null ? null : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-label={`Open the letter of ${c.Subject}`}
            onClick={(event) => {
              event.stopPropagation();
              open(c);
            }}
          >
            Open PDF
          </Anchor>
        ),
    },
  ];
}

const deliveryKey = (c: Communication) => c.DeliveryId;

/** The pieces sent to the profile, newest first, 100 to a page, each letter one click away. */
export function ProfileCommunications({ agentId }: { agentId: number }) {
  const [page, setPage] = useState(1);
  const list = useQuery(communicationsQuery(agentId, page));
  const letter = useMutation({
    mutationFn: (c: Communication) => openLetter(c.DeliveryId),
    onError: showError,
  });
  const open = letter.mutate;
  const columns = useMemo(() => feedColumns(open), [open]);
  const total = list.data?.TotalCount ?? 0;
  if (list.isError) return <LoadError error={list.error} />;
  return (
    <DataGrid
      aria-label="Communications"
      rows={list.data?.Communications ?? []}
      columns={columns}
      rowKey={deliveryKey}
      rowTestId={(c) => `communication-${String(c.DeliveryId)}`}
      maxHeight={420}
      bar={
        <Text size="sm" c="dimmed">
          {total === 1 ? '1 piece sent' : `${total.toLocaleString('en-US')} pieces sent`}
        </Text>
      }
      footer={
        <GridPager
          pages={Math.ceil(total / CommunicationPageSize)}
          page={page}
          onChange={setPage}
          size="sm"
        />
      }
      empty={list.isPending ? 'Loading communications…' : 'Nothing was sent to this profile yet.'}
    />
  );
}
