import { AlertsPageSize } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { noInput } from '../fields';

// The signed-in user's alerts (spec 1 §7.8, §9): newest first, 10 to a page.

export const AlertSchema = z.object({
  AlertId: z.number(),
  Title: z.string(),
  Message: z.string().nullable(),
  /** A route in the app, when the alert points somewhere. */
  Link: z.string().nullable(),
  DateCreated: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const alerts = {
  GetAlerts: endpoint({
    method: 'GET',
    path: '/api/Alert/GetAlerts',
    summary: 'A page of the caller’s alerts that are not dismissed, newest first',
    query: z.strictObject({
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(AlertsPageSize),
    }),
    response: z.array(AlertSchema),
  }),
  GetLastAlertIdByUser: endpoint({
    method: 'GET',
    path: '/api/Alert/GetLastAlertIdByUser',
    summary: 'The id of the caller’s newest alert (null when none), to notice new ones',
    query: noInput,
    response: z.number().nullable(),
  }),
  GetTotalCount: endpoint({
    method: 'GET',
    path: '/api/Alert/GetTotalCount',
    summary: 'How many of the caller’s alerts are not dismissed',
    query: noInput,
    response: z.number(),
  }),
  Dismiss: endpoint({
    method: 'POST',
    path: '/api/Alert/Dismiss',
    summary: 'Dismiss one of the caller’s alerts',
    body: z.strictObject({ alertId: z.number().int().positive() }),
    response: z.object({ success: z.literal(true) }),
  }),
  DismissAll: endpoint({
    method: 'POST',
    path: '/api/Alert/DismissAll',
    summary: 'Dismiss every alert of the caller; answers how many were dismissed',
    body: noInput,
    response: z.object({ Dismissed: z.number() }),
  }),
};
