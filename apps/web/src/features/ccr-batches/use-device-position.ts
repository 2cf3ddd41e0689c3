import type { GeoPoint } from '@hoa/domain';
import { useEffect, useState } from 'react';

/**
 * Where the device is while the screen is open, when it offers its position (null otherwise,
 * and while it is asked): followed as the manager walks.
 */
export function useDevicePosition(): GeoPoint | null {
  const [position, setPosition] = useState<GeoPoint | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return undefined;
    const id = navigator.geolocation.watchPosition(
      (p) => setPosition({ Latitude: p.coords.latitude, Longitude: p.coords.longitude }),
      () => setPosition(null),
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, []);
  return position;
}
