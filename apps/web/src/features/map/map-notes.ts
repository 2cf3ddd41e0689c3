// What the map says of its setup (README: GEOCODER_URL, MAP_TILE_URL). Neither is an error: the
// default setup makes no request outside the product.
export const MapNotes = {
  plainBackground:
    'Markers on a plain background: set MAP_TILE_URL (and MAP_TILE_ATTRIBUTION) on the server to draw a street map under them.',
  noGeocoder:
    'No geocoder is configured, so addresses are not placed automatically: set GEOCODER_URL on the server to place them by address.',
  noPosition:
    'No position yet. Set GEOCODER_URL on the server to place addresses on the map automatically.',
} as const;
