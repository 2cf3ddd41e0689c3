/** Where the engagement site is and the secret its single sign-on tokens are signed with. */
export interface EngageConfig {
  url: URL;
  secret: string;
}

/**
 * ENGAGE_URL (the site's sign-on address, http or https) and ENGAGE_SSO_SECRET (shared with the
 * site, at least 32 characters); null unless both are set and valid.
 */
export function engageConfig(env: NodeJS.ProcessEnv = process.env): EngageConfig | null {
  const address = env.ENGAGE_URL?.trim();
  const secret = env.ENGAGE_SSO_SECRET ?? '';
  if (!address || secret.length < 32 || !URL.canParse(address)) return null;
  const url = new URL(address);
  return url.protocol === 'https:' || url.protocol === 'http:' ? { url, secret } : null;
}
