import type { JobScheduleJson } from '@hoa/contract';
import { Badge, Group, List, Popover, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { A, jobCalls } from './automation-queries';

/**
 * A job schedule's Enabled switch (JobSchedule/SetEnabled): enabling lifts a quarantine. Shown
 * disabled to a user without the claim the job needs.
 */
export function EnabledSwitch({ schedule }: { schedule: JobScheduleJson }) {
  const queryClient = useQueryClient();
  const allowed = useMayCall(...jobCalls(A.SetEnabled, schedule.JobId));
  const setEnabled = useMutation({
    mutationFn: (enabled: boolean) =>
      api.call(A.SetEnabled, { body: { jobScheduleId: schedule.JobScheduleId, enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['automation'] }),
  });
  return (
    <Switch
      size="sm"
      aria-label={`Enabled: ${schedule.JobScheduleName}`}
      checked={setEnabled.isPending ? setEnabled.variables : schedule.Enabled}
      disabled={!allowed || setEnabled.isPending}
      onChange={(event) => setEnabled.mutate(event.currentTarget.checked)}
    />
  );
}

/** The 'Quarantined' badge of a suspended schedule, its failed runs' errors in a popover. */
export function QuarantineBadge({ schedule }: { schedule: JobScheduleJson }) {
  if (!schedule.IsQuarantined) return null;
  return (
    <Popover width={360} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Badge
          component="button"
          type="button"
          color="red"
          variant="light"
          style={{ cursor: 'pointer' }}
        >
          Quarantined
        </Badge>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          Suspended after failed runs in a row
        </Text>
        {schedule.QuarantineErrors.length === 0 ? (
          <Text size="sm">No error was recorded.</Text>
        ) : (
          <List size="sm" spacing={2}>
            {schedule.QuarantineErrors.map((error, i) => (
              <List.Item key={i}>{error}</List.Item>
            ))}
          </List>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The switch and, when suspended, the badge. */
export function ScheduleState({ schedule }: { schedule: JobScheduleJson }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <EnabledSwitch schedule={schedule} />
      <QuarantineBadge schedule={schedule} />
    </Group>
  );
}
