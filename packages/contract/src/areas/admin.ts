import { z } from 'zod';
import { endpoint } from '../endpoint';
import { noInput } from '../fields';

export const CompanySettingsSchema = z.object({
  CompanyId: z.number(),
  CompanyName: z.string(),
  SubscriptionTier: z.number().int().min(1).max(3),
  FeatureFlags: z.record(z.string(), z.boolean()),
});

export const admin = {
  GetCompanySettings: endpoint({
    method: 'GET',
    path: '/api/Admin/GetCompanySettings',
    summary: 'Subscription tier and feature flags of the signed-in user’s company',
    query: noInput,
    response: CompanySettingsSchema,
  }),
  SaveCompanySettings: endpoint({
    method: 'POST',
    path: '/api/Admin/SaveCompanySettings',
    summary: 'Set the subscription tier (1–3) and feature flags; system administrators only',
    access: 'systemAdmin',
    body: z.strictObject({
      SubscriptionTier: z.number().int().min(1).max(3),
      FeatureFlags: z.record(z.string().max(60), z.boolean()),
    }),
    response: CompanySettingsSchema,
  }),
};

export const CacheStatsSchema = z.object({
  Name: z.string(),
  /** Entries of the caller's company held by this API process. */
  Entries: z.number(),
  OldestAgeSeconds: z.number(),
  LifetimeSeconds: z.number(),
  MaxEntries: z.number(),
});

// Cache (spec 1 §7.8 'Cache: POST /Cache/Inspect, /Cache/Refresh'): what this API process keeps of
// the caller's company in memory (resolved sessions: claims, community lists), and dropping it so
// a change made elsewhere shows at once. Company administrators only.
export const cache = {
  Inspect: endpoint({
    method: 'POST',
    path: '/api/Cache/Inspect',
    summary: 'The in-memory caches of this API process for the caller’s company',
    access: 'systemAdmin',
    body: z.strictObject({}),
    response: z.object({ Caches: z.array(CacheStatsSchema) }),
  }),
  Refresh: endpoint({
    method: 'POST',
    path: '/api/Cache/Refresh',
    summary: 'Drops this API process’s cached entries of the caller’s company',
    access: 'systemAdmin',
    body: z.strictObject({}),
    response: z.object({ Forgotten: z.number() }),
  }),
};
