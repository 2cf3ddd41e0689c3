import { contract } from '@hoa/contract';
import { DefaultTimeZoneId, TimeZones } from '@hoa/domain';
import { Group, Paper, Select, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { useCommunityList } from '../../app/community/community-list';
import { showSuccess } from '../../app/toasts';

const SaveTimeZone = contract.automation.SaveCommunityTimeZone;

const zoneName = (id: number) => TimeZones.find((z) => z.TimeZoneId === id)?.TimeZoneName ?? '';

/**
 * A community's time zone (TimeZoneId, Eastern by default): the wall clock its job schedules and
 * scheduled reports run on. Changed here by a user who may update the community
 * (Community/SaveTimeZone); the schedules' next runs are computed again.
 */
export function ProfileTimeZone({ communityAgentId }: { communityAgentId: number }) {
  const queryClient = useQueryClient();
  const mayUpdate = useMayCall(SaveTimeZone);
  const saved =
    useCommunityList().data?.find((c) => c.CommunityAgentId === communityAgentId)?.TimeZoneId ??
    DefaultTimeZoneId;
  const save = useMutation({
    mutationFn: (TimeZoneId: number) =>
      api.call(SaveTimeZone, { body: { CommunityAgentId: communityAgentId, TimeZoneId } }),
    onSuccess: async (_result, id) => {
      showSuccess(`Time zone set to ${zoneName(id)}.`);
      await queryClient.invalidateQueries({ queryKey: ['communityList'] });
    },
  });
  const zone = save.isPending ? save.variables : saved;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label="Time zone">
      <Group gap="md" align="center">
        <Text size="sm" fw={500} id="time-zone-label">
          Time zone
        </Text>
        {mayUpdate ? (
          <Select
            size="xs"
            aria-labelledby="time-zone-label"
            allowDeselect={false}
            data={TimeZones.map((z) => ({ value: String(z.TimeZoneId), label: z.TimeZoneName }))}
            value={String(zone)}
            disabled={save.isPending}
            onChange={(value) => {
              if (value !== null && Number(value) !== saved) save.mutate(Number(value));
            }}
          />
        ) : (
          <Text size="sm" data-testid="time-zone">
            {zoneName(zone)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Its job schedules and scheduled reports run on this clock.
        </Text>
      </Group>
    </Paper>
  );
}
