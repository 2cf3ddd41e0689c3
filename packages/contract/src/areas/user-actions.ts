import { z } from 'zod';
import { endpoint } from '../endpoint';

// A user's recent actions (spec 1 §7.8 'GET/POST UserAction find and create'): the records the
// signed-in user opened, newest first, wherever they signed in.

export const UserActionMaxCount = 50;

export const UserActionSchema = z.object({
  UserActionId: z.number(),
  /** The screen's route, e.g. /owner/123. */
  Url: z.string(),
  Label: z.string(),
  Kind: z.string(),
  ActedAt: z.string(),
});
export type UserAction = z.infer<typeof UserActionSchema>;

export const userActions = {
  FindUserActions: endpoint({
    method: 'GET',
    path: '/api/UserAction/Find',
    summary: "The caller's recent actions (records opened), newest first",
    query: z.strictObject({
      take: z.coerce.number().int().min(1).max(UserActionMaxCount).default(20),
    }),
    response: z.array(UserActionSchema),
  }),
  CreateUserAction: endpoint({
    method: 'POST',
    path: '/api/UserAction/Create',
    summary: 'Record that the caller opened a record; opening it again renews its time',
    body: z.strictObject({
      Url: z
        .string()
        .trim()
        .max(300)
        .regex(/^\/[^/\\]/, 'Url must be a route of the app, starting with one /.'),
      Label: z.string().trim().min(1).max(200),
      Kind: z.string().trim().min(1).max(50),
    }),
    response: UserActionSchema,
  }),
};
