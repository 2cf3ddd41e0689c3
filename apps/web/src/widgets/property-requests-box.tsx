import type { EndpointDef } from '@hoa/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMayCall } from '../app/auth/claim-access';

/** What a property profile asks of a requests' tickets endpoint: the property's 25 first. */
export interface PropertyRequestsQuery {
  communityAgentId: number;
  propertyAgentId: number;
  take: number;
}

/** Which property's requests a property profile shows. */
export interface PropertyRequestsProps {
  propertyAgentId: number;
  communityAgentId: number;
}

/**
 * A property profile's requests of one kind (general or architectural) in a titled box, under
 * [...areaKey, 'property', query]; nothing where the user may not call `endpoint`, `empty` where
 * the property has none, else the rows as `children` lays them out.
 */
export function PropertyRequestsBox<R>({
  endpoint,
  fetchRows,
  areaKey,
  propertyAgentId,
  communityAgentId,
  title,
  empty,
  children,
}: PropertyRequestsProps & {
  endpoint: EndpointDef;
  fetchRows: (query: PropertyRequestsQuery) => Promise<{ Records: R[] }>;
  areaKey: readonly unknown[];
  title: string;
  empty: string;
  children: (rows: R[]) => ReactNode;
}) {
  const may = useMayCall(endpoint);
  const query = { communityAgentId, propertyAgentId, take: 25 };
  const requests = useQuery({
    queryKey: [...areaKey, 'property', query],
    queryFn: () => fetchRows(query),
    enabled: may,
  });
  if (!may) return null;
  const rows = requests.data?.Records ?? [];
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={5}>{title}</Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          children(rows)
        )}
      </Stack>
    </Paper>
  );
}
