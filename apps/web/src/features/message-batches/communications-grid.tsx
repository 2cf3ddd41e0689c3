import { contract, type Communication } from '@hoa/contract';
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PdfFrame } from '../../widgets/pdf-frame';
import { AttachmentNames } from './attachment-names';
import { agentFeedQuery, feedQuery, formLetterQuery } from './batch-queries';

const stateColors: Record<string, string> = {
  Sent: 'green',
  Mailed: 'green',
  Printed: 'teal',
  Waiting: 'gray',
  Queued: 'gray',
  Submitted: 'blue',
  Retrying: 'orange',
  Failed: 'red',
};

const deliveryKey = (c: Communication) => c.DeliveryId;

/** Whose pieces a grid lists: those a batch sent (GetByParent), or those sent to a profile (GetByAgent). */
export type CommunicationsOf = { parentItemId: number } | { agentId: number };

/**
 * The pieces sent (the communications feed), 100 to a page: to whom (or, for a profile, what),
 * by which channel, where it stands, the server's answer or the order number, the certified
 * tracking number, the files an email carried, and the letter as it went out.
 */
export function CommunicationsGrid({ of }: { of: CommunicationsOf }) {
  const [page, setPage] = useState(1);
  const [letter, setLetter] = useState<Communication | null>(null);
  const feed = useQuery(
    'agentId' in of ? agentFeedQuery(of.agentId, page) : feedQuery(of.parentItemId, page),
  );
  const forProfile = 'agentId' in of;
  const withFiles = (feed.data?.Communications ?? []).some((c) => c.Attachments.length > 0);
  const columns = useMemo(
    () => feedColumns(setLetter, forProfile, withFiles),
    [forProfile, withFiles],
  );
  const total = feed.data?.TotalCount ?? 0;
  return (
    <>
      {feed.isError ? <LoadError error={feed.error} /> : null}
      <DataGrid
        aria-label="Communications"
        rows={feed.data?.Communications ?? []}
        columns={columns}
        rowKey={deliveryKey}
        rowTestId={(c) => `delivery-${String(c.DeliveryId)}`}
        bar={
          <Text size="sm" fw={500}>
            Communications ({total.toLocaleString('en-US')})
          </Text>
        }
        footer={
          <GridPager pages={Math.ceil(total / 100)} page={page} onChange={setPage} size="sm" />
        }
        empty={feed.isPending ? 'Loading communications…' : 'Nothing was sent yet.'}
      />
      <LetterModal letter={letter} onClose={() => setLetter(null)} />
    </>
  );
}

function feedColumns(
  onLetter: (c: Communication) => void,
  forProfile: boolean,
  withFiles: boolean,
): GridColumn<Communication>[] {
  const who: GridColumn<Communication>[] = forProfile
    ? [
        {
          id: 'subject',
          header: 'Subject',
          width: 220,
          sortValue: (c) => c.Subject,
          cell: (c) => c.Subject,
        },
        { id: 'template', header: 'Template', width: 170, cell: (c) => c.TemplateName },
      ]
    : [{ id: 'name', header: 'Name', width: 200, sortValue: (c) => c.Name, cell: (c) => c.Name }];
  return [
    ...who,
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
      width: 120,
      sortValue: (c) => c.State,
      cell: (c) => (
        <Badge size="sm" variant="light" color={stateColors[c.State] ?? 'gray'}>
          {c.State}
        </Badge>
      ),
    },
    {
      id: 'detail',
      header: 'Detail',
      width: 240,
      cell: (c) => (
        <Text size="xs" truncate title={c.Detail ?? undefined}>
          {c.Detail ?? ''}
        </Text>
      ),
    },
    {
      id: 'tracking',
      header: 'Tracking number',
      width: 170,
      cell: (c) =>
        c.TrackingNumber ? (
          <Text size="xs" ff="monospace">
            {c.TrackingNumber}
          </Text>
        ) : null,
    },
    {
      id: 'created',
      header: 'Created',
      width: 160,
      sortValue: (c) => c.CreatedAt,
      cell: (c) => <DateTimeText value={c.CreatedAt} />,
    },
    ...(withFiles
      ? [
          {
            id: 'files',
            header: 'Files',
            width: 240,
            cell: (c: Communication) => <AttachmentNames files={c.Attachments} />,
          },
        ]
      : []),
    {
      id: 'letter',
      header: 'Letter',
      width: 90,
      align: 'right',
      cell: (c) =>
        c.TopsAttachmentId !== null || c.Channel !== 'Email' ? (
          <MayCall calls={contract.communicationFeed.GetFormLetterView}>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Letter to ${c.Name}`}
              onClick={(event) => {
                event.stopPropagation();
                onLetter(c);
              }}
            >
              View
            </Button>
          </MayCall>
        ) : null,
    },
  ];
}

function LetterModal({ letter, onClose }: { letter: Communication | null; onClose: () => void }) {
  const pdf = useQuery(formLetterQuery(letter?.DeliveryId ?? null));
  return (
    <Modal
      opened={letter !== null}
      onClose={onClose}
      title={letter ? `Letter to ${letter.Name}` : ''}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Group mb="xs" gap="xs">
        <Text size="sm" c="dimmed">
          {letter ? `${letter.TemplateName} · ${letter.Subject}` : ''}
        </Text>
      </Group>
      {letter ? <PdfFrame title="Letter" blob={pdf.data} error={pdf.error} /> : null}
    </Modal>
  );
}
