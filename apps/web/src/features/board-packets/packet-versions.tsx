import { contract, type BoardPacketJson } from '@hoa/contract';
import type { BoardPacketEdition } from '@hoa/domain';
import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { DataGrid } from '../../widgets/data-grid/data-grid';
import type { GridColumn } from '../../widgets/data-grid/grid-column';
import { DateTimeText } from '../../widgets/date-text';
import { downloadFile } from '../../widgets/download-file';
import { MayCall } from '../../widgets/may-call';

const B = contract.boardPackets;

function download(packet: BoardPacketJson, edition: BoardPacketEdition) {
  const path = `${B.DownloadBoardPacket.path.replace(':id', String(packet.BoardPacketId))}?Edition=${edition}`;
  void downloadFile(
    path,
    `Board packet v${String(packet.Version)}.pdf`,
    'The packet could not be downloaded.',
  ).catch((error: unknown) => showErrorOr(error, 'The packet could not be downloaded.'));
}

/** Who and when an edition was published, or that it was not. */
function Published({ at, by }: { at: string | null; by: string | null }) {
  if (at === null)
    return (
      <Text size="sm" c="dimmed">
        Not published
      </Text>
    );
  return (
    <Stack gap={0}>
      <Badge color="green" variant="light" size="sm">
        Published
      </Badge>
      <Text size="xs" c="dimmed">
        <DateTimeText value={at} /> · {by}
      </Text>
    </Stack>
  );
}

/** The uploaded PDFs the homeowner edition left out (not chosen for it in the package). */
function LeftOut({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Stack gap={0}>
      <Text size="xs">Uploads left out of the homeowner edition:</Text>
      {names.map((name, i) => (
        <Text key={i} size="xs" c="dimmed" lineClamp={1} title={name}>
          {name}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Every sealed version of the month, newest first: its package, who sealed it and when, the
 * SHA-256 of each edition, the override it was sealed with, the uploads the homeowner edition
 * left out (under Owners), downloads, and (the latest version
 * only) publication to the board and to owners, each after a confirmation.
 */
export function PacketVersions({ packets }: { packets: readonly BoardPacketJson[] }) {
  const client = useQueryClient();
  const publish = useMutation({
    mutationFn: (body: { BoardPacketId: number; ToOwners: boolean }) =>
      api.call(B.PublishBoardPacket, { body }),
    onError: (error) => showErrorOr(error, 'The board packet was not published.'),
    onSuccess: async (packet, body) => {
      showSuccess(
        `Version ${String(packet.Version)} is published to ${body.ToOwners ? 'owners' : 'the board'}.`,
      );
      await client.invalidateQueries({ queryKey: ['board-packets', 'versions'] });
    },
  });
  const columns = useMemo<GridColumn<BoardPacketJson>[]>(() => {
    const confirmPublish = (packet: BoardPacketJson, toOwners: boolean) =>
      openConfirm({
        title: toOwners ? 'Publish to owners' : 'Publish to the board',
        message: toOwners
          ? `Owners will see the homeowner edition of version ${String(packet.Version)} (nothing in it identifies an owner) in the portal’s documents, in place of any earlier version of the month.`
          : `The community’s board members will see version ${String(packet.Version)} in the board portal.`,
        confirmLabel: 'Publish',
        onConfirm: () =>
          publish.mutate({ BoardPacketId: packet.BoardPacketId, ToOwners: toOwners }),
      });
    return [
      { id: 'version', header: 'Version', width: 70, cell: (p) => `v${String(p.Version)}` },
      { id: 'package', header: 'Package', cell: (p) => p.ReportPackageName },
      {
        id: 'sealed',
        header: 'Sealed',
        width: 170,
        cell: (p) => (
          <Stack gap={0}>
            <Text size="sm">
              <DateTimeText value={p.SealedAt} />
            </Text>
            <Text size="xs" c="dimmed">
              {p.SealedBy}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'hash',
        header: 'SHA-256',
        width: 180,
        cell: (p) => (
          <Stack gap={0}>
            <Code
              fz="xs"
              title={p.BoardSha256}
              data-testid={`sha-${String(p.Version)}`}
              data-sha={p.BoardSha256}
            >
              {p.BoardSha256.slice(0, 16)}…
            </Code>
            {p.OverrideReason === null ? null : (
              <Text size="xs" c="red.8">
                Override: {p.OverrideReason}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'board',
        header: 'Board',
        width: 150,
        cell: (p) => <Published at={p.BoardPublishedAt} by={p.BoardPublishedBy} />,
      },
      {
        id: 'owners',
        header: 'Owners',
        width: 150,
        cell: (p) => (
          <Stack gap={2} py={4}>
            <Published at={p.OwnersPublishedAt} by={p.OwnersPublishedBy} />
            <LeftOut names={p.HomeownerLeftOut} />
          </Stack>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        width: 230,
        cell: (p) => (
          <Group gap={4} py={4}>
            <Button size="compact-xs" variant="default" onClick={() => download(p, 'Board')}>
              Board PDF
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => download(p, 'Homeowner')}>
              Homeowner PDF
            </Button>
            {p.IsLatest ? (
              <MayCall calls={B.PublishBoardPacket}>
                {p.BoardPublishedAt === null ? (
                  <Button size="compact-xs" onClick={() => confirmPublish(p, false)}>
                    Publish to board
                  </Button>
                ) : null}
                {p.OwnersPublishedAt === null ? (
                  <Button size="compact-xs" onClick={() => confirmPublish(p, true)}>
                    Publish to owners
                  </Button>
                ) : null}
              </MayCall>
            ) : null}
          </Group>
        ),
      },
    ];
  }, [publish]);
  return (
    <DataGrid
      aria-label="Board packet versions"
      rows={packets}
      columns={columns}
      rowKey={(p) => p.BoardPacketId}
      rowTestId={(p) => `packet-v${String(p.Version)}`}
      empty="No version sealed for this month yet."
      maxHeight={420}
    />
  );
}
