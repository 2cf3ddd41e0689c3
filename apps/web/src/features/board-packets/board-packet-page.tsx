import { contract } from '@hoa/contract';
import { localDay, monthLabel, openChecks, recentMonths } from '@hoa/domain';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { checklistQuery, packetsQuery } from './board-packet-queries';
import { CloseChecklist } from './close-checklist';
import { PacketVersions } from './packet-versions';
import { SealPacketModal } from './seal-packet-modal';

/**
 * The board packet of a community's month (issue 24 item 6): its close checklist, the seal of the
 * community's report package as a new version, and the versions with their hashes and
 * publication to the board and owners.
 */
export function BoardPacketPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const months = useMemo(() => recentMonths(localDay(new Date()), 24), []);
  const [month, setMonth] = useState(months[1] ?? months[0] ?? '');
  const [sealing, setSealing] = useState(false);
  const checklist = useQuery(checklistQuery(communityAgentId, month));
  const packets = useQuery(packetsQuery(communityAgentId, month));
  return (
    <>
      <PageHeader title="Board packet" subtitle={community.DisplayName} />
      <Stack gap="md">
        <Group align="flex-end">
          <Select
            label="Month"
            w={220}
            allowDeselect={false}
            value={month}
            onChange={(next) => next && setMonth(next)}
            data={months.map((m) => ({ value: m, label: monthLabel(m) }))}
          />
          <MayCall calls={contract.boardPackets.SealBoardPacket}>
            <Button onClick={() => setSealing(true)} disabled={!checklist.data}>
              Seal packet
            </Button>
          </MayCall>
        </Group>
        {checklist.isPending ? <PageLoader /> : null}
        {checklist.isError ? <LoadError error={checklist.error} /> : null}
        {checklist.data ? <CloseChecklist checklist={checklist.data} /> : null}
        <Title order={4}>Versions of {monthLabel(month)}</Title>
        {packets.isError ? <LoadError error={packets.error} /> : null}
        <PacketVersions packets={packets.data ?? []} />
      </Stack>
      {checklist.data ? (
        <SealPacketModal
          communityAgentId={communityAgentId}
          month={month}
          openChecks={openChecks(checklist.data.Checks)}
          opened={sealing}
          onClose={() => setSealing(false)}
        />
      ) : null}
    </>
  );
}
