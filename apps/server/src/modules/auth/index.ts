export { authRoutes } from './routes';
export { resolveSession } from './resolve-session';
export { cachedSession, forgetAllSessions } from './session-cache';
export { hashToken } from './tokens';
