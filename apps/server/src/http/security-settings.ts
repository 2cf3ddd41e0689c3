/** How long a session may sit unused, and whether the API docs need no sign-in, from the environment. */
export interface SecuritySettings {
  /** SESSION_IDLE_MINUTES (30 when unset): a session unused this long is over. */
  sessionIdleMs: number;
  /** API_DOCS_PUBLIC=1: /api/docs and /api/openapi.json answer without sign-in. */
  apiDocsPublic: boolean;
}

export const DefaultSessionIdleMinutes = 30;

export function readSecuritySettings(env: NodeJS.ProcessEnv): SecuritySettings {
  const minutes = Number(env.SESSION_IDLE_MINUTES || DefaultSessionIdleMinutes);
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error(`Bad SESSION_IDLE_MINUTES: ${env.SESSION_IDLE_MINUTES ?? ''}`);
  return {
    sessionIdleMs: minutes * 60_000,
    apiDocsPublic: env.API_DOCS_PUBLIC === '1',
  };
}
