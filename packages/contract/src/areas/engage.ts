import { z } from 'zod';
import { endpoint } from '../endpoint';
import { noInput } from '../fields';

// Single sign-on to an engagement service (spec 1 §7.8 'GET Engage/GenerateSSO'): a signed,
// short-lived link that signs the caller in to the engagement site the server is configured with.

export const EngageSsoLinkSchema = z.object({
  /** ENGAGE_URL with the signed token in its `sso` query parameter. */
  Url: z.string(),
  /** When the token stops being accepted (5 minutes after it was made). */
  ExpiresAt: z.string(),
});
export type EngageSsoLink = z.infer<typeof EngageSsoLinkSchema>;

export const engage = {
  GenerateSSO: endpoint({
    method: 'GET',
    path: '/api/Engage/GenerateSSO',
    summary: 'A signed link (5 minutes) that signs the caller in to the engagement site',
    query: noInput,
    response: EngageSsoLinkSchema,
  }),
};
