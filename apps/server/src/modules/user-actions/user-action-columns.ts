import { userActions } from '@hoa/db';

/** A user action as the calls answer it (ActedAt still a Date). */
export const userActionColumns = {
  UserActionId: userActions.id,
  Url: userActions.url,
  Label: userActions.label,
  Kind: userActions.kind,
  ActedAt: userActions.actedAt,
};
