import { MapMessages } from '@hoa/domain';
import { Alert, Badge, Button, Grid, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LinkButton } from '../../widgets/link-button';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { AgentMap, isLocated } from './agent-map';
import { MapNotes } from './map-notes';
import { communityMapQuery, mapSettingsQuery } from './map-queries';

/** The community's properties on a map; a marker opens the property's profile. */
export function CommunityMapPage() {
  const community = useCurrentCommunity();
  const go = useGo();
  const map = useQuery(communityMapQuery(community.CommunityAgentId));
  const settingsQuery = useQuery(mapSettingsQuery);
  const settings = settingsQuery.data;
  const properties = map.data?.Properties;
  const located = useMemo(() => (properties ?? []).filter(isLocated), [properties]);
  const open = (agentId: number) => {
    void go(buildRoute(SiteMap.profileView, { agentId }));
  };
  const pending = (properties ?? []).filter((p) => p.Status === 'Pending').length;
  const failed = (properties ?? []).filter((p) => p.Status === 'Error');

  // Without a geocoder an address is not placed until someone places it: that is the setup, not
  // a failure, so it is said as a note rather than the spec's error.
  const noGeocoder = settings?.GeocoderConfigured === false;
  let body;
  if (map.isPending || (located.length === 0 && settingsQuery.isPending)) body = <PageLoader />;
  else if (located.length === 0 && noGeocoder && !map.isError) {
    body = (
      <Alert color="gray" variant="light" role="status" title="No property on the map yet">
        {MapNotes.noGeocoder}
      </Alert>
    );
  } else if (map.isError || located.length === 0) {
    body = (
      <Alert color="yellow" variant="light" role="alert">
        {MapMessages.loadError}
      </Alert>
    );
  } else {
    body = (
      <Stack gap={6}>
        <AgentMap
          label={`Map of ${community.DisplayName}`}
          positions={located}
          height="620px"
          onSelect={(position) => {
            open(position.AgentId);
          }}
        />
        {settings?.TileUrl === null ? (
          <Text size="xs" c="dimmed">
            {MapNotes.plainBackground}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Map"
        subtitle={community.DisplayName}
        actions={
          pending > 0 ? (
            <Button
              variant="default"
              loading={map.isFetching}
              onClick={() => {
                void map.refetch();
              }}
            >
              Locate {pending} more
            </Button>
          ) : null
        }
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>{body}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="sm" p="sm">
            <Group gap="xs" mb="xs">
              <Badge variant="light">{located.length} on the map</Badge>
              {pending > 0 ? <Badge color="gray">{pending} waiting</Badge> : null}
              {failed.length > 0 ? <Badge color="yellow">{failed.length} not placed</Badge> : null}
            </Group>
            {failed.length > 0 && located.length > 0 && !noGeocoder ? (
              <Text size="xs" c="dimmed" mb="xs">
                Not placed: {MapMessages.loadError}
              </Text>
            ) : null}
            {noGeocoder && (failed.length > 0 || located.length === 0) ? (
              <Text size="xs" c="dimmed" mb="xs">
                {MapNotes.noGeocoder}
              </Text>
            ) : null}
            <ScrollArea.Autosize mah={560}>
              <Stack
                gap={4}
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
                aria-label="Properties"
              >
                {(properties ?? []).map((p) => (
                  <li key={p.AgentId}>
                    <LinkButton
                      onClick={() => {
                        open(p.AgentId);
                      }}
                    >
                      {p.DisplayName}
                    </LinkButton>
                    {p.Status === 'Located' ? null : (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {p.Status === 'Pending' ? 'waiting' : 'not placed'}
                      </Text>
                    )}
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
