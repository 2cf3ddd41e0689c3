import { MapMessages } from '@hoa/domain';
import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AgentMap, isLocated } from './agent-map';
import { MapNotes } from './map-notes';
import { mapSettingsQuery, thumbnailQuery } from './map-queries';

interface PropertyMapThumbnailProps {
  agentId: number;
  height?: string;
  width?: string;
}

/** The small map on a profile: the agent's position, or the spec's message when there is none. */
export function PropertyMapThumbnail({ agentId, height, width }: PropertyMapThumbnailProps) {
  const position = useQuery(thumbnailQuery(agentId));
  const settings = useQuery(mapSettingsQuery).data;
  if (position.isPending) return <Skeleton h={height ?? 250} w={width ?? '100%'} />;
  const data = position.data;
  if (!data || !isLocated(data)) {
    // Without a geocoder an unplaced address is the setup, not a failure.
    const unplaced = settings?.GeocoderConfigured === false && data?.Address;
    return (
      <Alert color="gray" variant="light" role="status">
        {unplaced ? MapNotes.noPosition : (data?.ErrorMessage ?? MapMessages.loadError)}
      </Alert>
    );
  }
  return (
    <AgentMap
      label={`Map of ${data.DisplayName}`}
      positions={[data]}
      height={height}
      width={width}
    />
  );
}
