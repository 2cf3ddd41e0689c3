import { alerts as alertCalls, type Alert } from '@hoa/contract';
import { AlertsPageSize } from '@hoa/domain';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCloseOnNavigate } from '../../app/overlays/close-on-navigate';
import { useGo } from '../../app/navigation';
import { DateTimeText } from '../../widgets/date-text';
import { alertsKey } from './activity-queries';

// The newest alert id is polled; when it changes the count and the list are read again.
const pollMs = 60_000;

/** The top bar's alerts: a bell with the count and a list of 10 at a time (spec 1 §7.8, §9). */
export function AlertsBell() {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  useCloseOnNavigate(() => setOpened(false));
  const last = useQuery({
    queryKey: [...alertsKey, 'last'],
    queryFn: () => api.call(alertCalls.GetLastAlertIdByUser),
    refetchInterval: pollMs,
  });
  const lastId = last.data ?? null;
  const count = useQuery({
    queryKey: [...alertsKey, 'count', lastId],
    queryFn: () => api.call(alertCalls.GetTotalCount),
    enabled: last.isSuccess,
  });
  const list = useInfiniteQuery({
    queryKey: [...alertsKey, 'list', lastId],
    queryFn: ({ pageParam }) =>
      api.call(alertCalls.GetAlerts, {
        query: { skip: pageParam, take: AlertsPageSize },
      }),
    initialPageParam: 0,
    getNextPageParam: (page, pages) =>
      page.length === AlertsPageSize ? pages.length * AlertsPageSize : undefined,
    enabled: opened,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertsKey });
  const dismiss = useMutation({
    mutationFn: (alertId: number) => api.call(alertCalls.Dismiss, { body: { alertId } }),
    onSuccess: refresh,
  });
  const dismissAll = useMutation({
    mutationFn: () => api.call(alertCalls.DismissAll, { body: {} }),
    onSuccess: refresh,
  });
  const total = count.data ?? 0;
  const alerts = list.data?.pages.flat() ?? [];

  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md">
      <Popover.Target>
        <Indicator label={total} size={16} disabled={total === 0} offset={4} color="red">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Alerts (${total})`}
            onClick={() => {
              setOpened(!opened);
            }}
          >
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label="Alerts">
        <Group justify="space-between" mb={6}>
          <Text size="sm" fw={600}>
            Alerts
          </Text>
          {total > 0 ? (
            <Button
              size="compact-xs"
              variant="subtle"
              loading={dismissAll.isPending}
              onClick={() => {
                dismissAll.mutate();
              }}
            >
              Dismiss all
            </Button>
          ) : null}
        </Group>
        <ScrollArea.Autosize mah={360}>
          <Stack gap={6}>
            {alerts.map((alert) => (
              <AlertRow
                key={alert.AlertId}
                alert={alert}
                onOpen={() => {
                  setOpened(false);
                }}
                onDismiss={() => {
                  dismiss.mutate(alert.AlertId);
                }}
              />
            ))}
            {list.isSuccess && alerts.length === 0 ? (
              <Text size="sm" c="dimmed">
                No alerts.
              </Text>
            ) : null}
            {list.hasNextPage ? (
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => void list.fetchNextPage()}
              >
                Show more
              </Anchor>
            ) : null}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

function AlertRow({
  alert,
  onOpen,
  onDismiss,
}: {
  alert: Alert;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  const go = useGo();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <UnstyledButton
        style={{ flex: 1, minWidth: 0 }}
        disabled={!alert.Link}
        onClick={() => {
          if (!alert.Link) return;
          onOpen();
          void go(alert.Link);
        }}
      >
        <Text size="sm" lineClamp={2}>
          {alert.Title}
        </Text>
        {alert.Message ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {alert.Message}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          <DateTimeText value={alert.DateCreated} />
        </Text>
      </UnstyledButton>
      <Button
        size="compact-xs"
        variant="default"
        aria-label={`Dismiss ${alert.Title}`}
        onClick={onDismiss}
      >
        Dismiss
      </Button>
    </Group>
  );
}

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
