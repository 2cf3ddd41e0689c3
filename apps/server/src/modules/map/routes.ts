import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { noGeocoder } from './geocoder';
import { getChildPositions, getCommunityMap, getPropertyMapThumbnail } from './get-positions';
import { readMapSettings } from './map-settings';
import { nominatimGeocoder } from './nominatim-geocoder';
import { saveAgentPosition } from './save-agent-position';

/** Map calls; the geocoder and tile server come from the environment (see map-settings.ts). */
export function mapRoutes(app: FastifyInstance, deps: AppDeps): void {
  const settings = readMapSettings(process.env);
  const geocoder = settings.geocoderUrl
    ? nominatimGeocoder(settings.geocoderUrl, settings.geocoderUserAgent)
    : noGeocoder;
  const m = contract.map;
  bind(app, deps, m.GetMapSettings, () =>
    Promise.resolve({
      TileUrl: settings.tileUrl,
      Attribution: settings.tileAttribution,
      GeocoderConfigured: geocoder.configured,
    }),
  );
  bind(app, deps, m.GetCommunityMap, (ctx, input) => getCommunityMap(ctx, input, geocoder));
  bind(app, deps, m.GetChildPositions, (ctx, input) => getChildPositions(ctx, input, geocoder));
  bind(app, deps, m.GetPropertyMapThumbnail, (ctx, input) =>
    getPropertyMapThumbnail(ctx, input, geocoder),
  );
  bind(app, deps, m.SaveAgentPosition, saveAgentPosition);
}
