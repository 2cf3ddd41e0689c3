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
    body: z.strictObject({
      SubscriptionTier: z.number().int().min(1).max(3),
      FeatureFlags: z.record(z.string().max(60), z.boolean()),
    }),
    response: CompanySettingsSchema,
  }),
};
