export { ownerAuthRoutes } from './routes';
export { cookieOwnerToken, OwnerSessionCookie } from './owner-cookies';
export type { OwnerContext, OwnerUser } from './owner-context';
export { ownerPropertyIds, requireOwnerProperty } from './owner-scope';
export { resolveOwnerSession } from './resolve-owner-session';
export { hashSecret, isOwnerToken, newRegistrationCode, OwnerTokenPrefix } from './owner-tokens';
export { sendOwnerCode } from './one-time-codes';
export { inviteOwners, type Invitation } from './invite-owners';
export { requireLoginFree } from './start-registration';
