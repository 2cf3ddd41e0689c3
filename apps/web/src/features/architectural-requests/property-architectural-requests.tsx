import { contract } from '@hoa/contract';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText } from '../../widgets/date-text';
import { architecturalRequestsKey } from './architectural-requests-queries';
import { ArchitecturalStatusBadge } from './architectural-status-badge';
import { DaysLeftText } from './decision-clock';

const C = contract.architecturalRequests;

/**
 * A property profile's architectural requests (the 25 first: pending by due day, then the latest
 * decided); they stay with the property through a resale, so a new owner sees the house's approvals.
 */
export function PropertyArchitecturalRequests({
  propertyAgentId,
  communityAgentId,
}: {
  propertyAgentId: number;
  communityAgentId: number;
}) {
  const may = useMayCall(C.TicketsPage);
  const query = { communityAgentId, propertyAgentId, take: 25 };
  const requests = useQuery({
    queryKey: [...architecturalRequestsKey, 'property', query],
    queryFn: () => api.call(C.TicketsPage, { query }),
    enabled: may,
  });
  if (!may) return null;
  const rows = requests.data?.Records ?? [];
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={5}>Architectural requests</Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No architectural requests.
          </Text>
        ) : (
          <Stack gap={4} aria-label="Architectural requests of the property">
            {rows.map((r) => (
              <Group key={r.TopsItemId} gap="sm" wrap="nowrap">
                <Text size="sm" w={90}>
                  <DateText value={r.ReceivedDate} />
                </Text>
                <Anchor
                  component={Link}
                  size="sm"
                  style={{ flex: 1 }}
                  to={buildRoute(SiteMap.architecturalRequestView, {
                    communityAgentId,
                    itemId: r.TopsItemId,
                  })}
                >
                  {`${r.CodeAlias} · ${r.Subject}`}
                </Anchor>
                <DaysLeftText request={r} spelled />
                <ArchitecturalStatusBadge statusId={r.TopsStatusId} name={r.StatusName} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
