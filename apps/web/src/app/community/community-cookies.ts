// The last and previous selected community are kept in cookies (spec 1 §9).
const lastCookie = 'lastCommunityAgentId';
const previousCookie = 'previousCommunityAgentId';
const oneYearSeconds = 365 * 24 * 60 * 60;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${oneYearSeconds}; SameSite=Lax`;
}

function readId(name: string): number | null {
  const value = Number(readCookie(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function readLastCommunityId(): number | null {
  return readId(lastCookie);
}

export function readPreviousCommunityId(): number | null {
  return readId(previousCookie);
}

/** Records a newly selected community; the one selected before becomes the previous one. */
export function rememberCommunity(communityAgentId: number): void {
  const last = readLastCommunityId();
  if (last === communityAgentId) return;
  if (last !== null) writeCookie(previousCookie, String(last));
  writeCookie(lastCookie, String(communityAgentId));
}
