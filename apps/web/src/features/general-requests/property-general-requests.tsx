import { contract } from '@hoa/contract';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText } from '../../widgets/date-text';
import { GeneralRequestStateBadge } from './general-request-state-badge';
import { generalRequestsKey } from './general-requests-queries';

const C = contract.generalRequests;

/** A property profile's general requests, newest received first (the 25 latest). */
export function PropertyGeneralRequests({
  propertyAgentId,
  communityAgentId,
}: {
  propertyAgentId: number;
  communityAgentId: number;
}) {
  const may = useMayCall(C.GetTicketsPage);
  const query = { communityAgentId, propertyAgentId, take: 25 };
  const requests = useQuery({
    queryKey: [...generalRequestsKey, 'property', query],
    queryFn: () => api.call(C.GetTicketsPage, { query }),
    enabled: may,
  });
  if (!may) return null;
  const rows = requests.data?.Records ?? [];
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={5}>General requests</Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No general requests.
          </Text>
        ) : (
          <Table aria-label="General requests of the property">
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.TopsItemId}>
                  <Table.Td w={110}>
                    <DateText value={r.ReceivedDate} />
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      size="sm"
                      to={buildRoute(SiteMap.ticketView, {
                        communityAgentId,
                        itemId: r.TopsItemId,
                      })}
                    >
                      {r.Subject}
                    </Anchor>
                  </Table.Td>
                  <Table.Td w={90}>
                    <GeneralRequestStateBadge state={r.State} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
