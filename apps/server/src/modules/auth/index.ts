export { authRoutes } from './routes';
export { resolveSession } from './resolve-session';
export {
  cachedSession,
  companySessionStats,
  forgetAllSessions,
  forgetCompanySessions,
  forgetSession,
  SessionCacheLimits,
} from './session-cache';
export { hashToken } from './tokens';
