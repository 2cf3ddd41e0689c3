// The map's outside services, from the environment: a Nominatim-compatible geocoder and a tile
// server. Without them positions are not geocoded and maps draw markers on a plain background.
export interface MapSettings {
  /** e.g. http://nominatim.internal:8080 (its /search answers format=jsonv2). */
  geocoderUrl: string | null;
  /** Nominatim's usage policy asks for an identifying user agent. */
  geocoderUserAgent: string;
  /** e.g. https://tiles.example.com/{z}/{x}/{y}.png */
  tileUrl: string | null;
  tileAttribution: string | null;
}

export function readMapSettings(env: NodeJS.ProcessEnv): MapSettings {
  return {
    geocoderUrl: env.GEOCODER_URL || null,
    geocoderUserAgent: env.GEOCODER_USER_AGENT || 'hoa-back-office',
    tileUrl: env.MAP_TILE_URL || null,
    tileAttribution: env.MAP_TILE_ATTRIBUTION || null,
  };
}
