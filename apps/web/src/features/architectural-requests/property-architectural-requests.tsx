import { contract } from '@hoa/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { api } from '../../app/api';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText } from '../../widgets/date-text';
import {
  PropertyRequestsBox,
  type PropertyRequestsProps,
} from '../../widgets/property-requests-box';
import { architecturalRequestsKey } from './architectural-requests-queries';
import { ArchitecturalStatusBadge } from './architectural-status-badge';
import { DaysLeftText } from './decision-clock';

const C = contract.architecturalRequests;

/**
 * A property profile's architectural requests (the 25 first: pending by due day, then the latest
 * decided); they stay with the property through a resale, so a new owner sees the house's approvals.
 */
export function PropertyArchitecturalRequests(props: PropertyRequestsProps) {
  const { communityAgentId } = props;
  return (
    <PropertyRequestsBox
      {...props}
      endpoint={C.TicketsPage}
      fetchRows={(query) => api.call(C.TicketsPage, { query })}
      areaKey={architecturalRequestsKey}
      title="Architectural requests"
      empty="No architectural requests."
    >
      {(rows) => (
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
    </PropertyRequestsBox>
  );
}
