import { GeocodeAccuracies } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, noInput } from '../fields';

// The map (spec 1 §3.2, §4, §7.2): agents' geocoded positions and the tile server settings.

export const GeocodeAccuracySchema = z.enum(GeocodeAccuracies);

export const AgentPositionSchema = z.object({
  AgentId: z.number(),
  TopsAgentTypeId: z.number(),
  DisplayName: z.string(),
  Accuracy: z.string().nullable(),
  Attempts: z.number(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  /** The address text that was geocoded. */
  Address: z.string().nullable(),
  /** The geocoder's reading of it. */
  ResolvedAddress: z.string().nullable(),
  /** Located: on the map; Pending: not geocoded in this call (ask again); Error: see ErrorMessage. */
  Status: z.enum(['Located', 'Pending', 'Error']),
  ErrorMessage: z.string().nullable(),
});
export type AgentPosition = z.infer<typeof AgentPositionSchema>;

export const mapEndpoints = {
  GetMapSettings: endpoint({
    method: 'GET',
    path: '/api/Map/GetMapSettings',
    summary:
      'The tile server for maps (null: markers on a plain background) and whether addresses can be geocoded',
    query: noInput,
    response: z.object({
      TileUrl: z.string().nullable(),
      Attribution: z.string().nullable(),
      GeocoderConfigured: z.boolean(),
    }),
  }),
  GetChildPositions: endpoint({
    method: 'GET',
    path: '/api/Map/GetChildPositions',
    summary: 'Positions of an agent’s children (a community’s properties, a property’s owners)',
    query: z.strictObject({ agentId: idParam }),
    response: z.array(AgentPositionSchema),
  }),
  GetCommunityMap: endpoint({
    method: 'GET',
    path: '/api/Map/GetCommunityMap',
    summary: 'The community’s own position and its properties’ positions',
    access: { claim: 'property', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({
      Community: AgentPositionSchema,
      Properties: z.array(AgentPositionSchema),
    }),
  }),
  GetPropertyMapThumbnail: endpoint({
    method: 'GET',
    path: '/api/Map/GetPropertyMapThumbnail',
    summary: 'One agent’s position, for the small map on its profile',
    query: z.strictObject({ agentId: idParam }),
    response: AgentPositionSchema,
  }),
  SaveAgentPosition: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveAgentPosition',
    summary: 'Place an agent by hand (ROOFTOP unless told otherwise); attempts are kept',
    body: z.strictObject({
      AgentId: z.number().int().positive(),
      Latitude: z.number().min(-90).max(90),
      Longitude: z.number().min(-180).max(180),
      Accuracy: GeocodeAccuracySchema.default('ROOFTOP'),
      ResolvedAddress: z.string().trim().max(500).nullable().default(null),
    }),
    response: AgentPositionSchema,
  }),
};
