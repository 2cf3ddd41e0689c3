import type { AgentPosition } from '@hoa/contract';
import { DefaultMapHeight, DefaultMapWidth } from '@hoa/domain';
import { useQuery } from '@tanstack/react-query';
import { latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { mapSettingsQuery } from './map-queries';

export interface LocatedPosition extends AgentPosition {
  Latitude: number;
  Longitude: number;
}

export function isLocated(position: AgentPosition): position is LocatedPosition {
  return position.Status === 'Located' && position.Latitude !== null && position.Longitude !== null;
}

const singleZoom = 17;

/** Keeps every marker in view when the positions change. */
function FitToMarkers({ positions }: { positions: readonly LocatedPosition[] }) {
  const map = useMap();
  useEffect(() => {
    const first = positions[0];
    if (!first) return;
    if (positions.length === 1) {
      map.setView([first.Latitude, first.Longitude], singleZoom);
      return;
    }
    map.fitBounds(latLngBounds(positions.map((p) => [p.Latitude, p.Longitude])), {
      padding: [24, 24],
    });
  }, [map, positions]);
  return null;
}

interface AgentMapProps {
  positions: readonly LocatedPosition[];
  /** Defaults 250px by 100% (spec 1 §9). */
  height?: string;
  width?: string;
  label: string;
  onSelect?: (position: LocatedPosition) => void;
}

/**
 * Markers on the configured tile server; without one, on a plain background, so the map makes no
 * request outside the product.
 */
export function AgentMap({
  positions,
  height = DefaultMapHeight,
  width = DefaultMapWidth,
  label,
  onSelect,
}: AgentMapProps) {
  const settings = useQuery(mapSettingsQuery).data;
  const tileUrl = settings?.TileUrl ?? null;
  return (
    <div role="region" aria-label={label} style={{ height, width }}>
      <MapContainer
        center={[39.5, -98.35]}
        zoom={4}
        style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)' }}
        attributionControl={tileUrl !== null}
      >
        {tileUrl ? <TileLayer url={tileUrl} attribution={settings?.Attribution ?? ''} /> : null}
        {positions.map((position) => (
          <CircleMarker
            key={position.AgentId}
            center={[position.Latitude, position.Longitude]}
            radius={8}
            pathOptions={{ color: '#1c7ed6', fillColor: '#339af0', fillOpacity: 0.85, weight: 2 }}
            eventHandlers={onSelect ? { click: () => onSelect(position) } : {}}
          >
            <Tooltip>{position.DisplayName}</Tooltip>
          </CircleMarker>
        ))}
        <FitToMarkers positions={positions} />
      </MapContainer>
    </div>
  );
}
