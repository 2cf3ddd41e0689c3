// The bearer token of the signed-in user, kept in localStorage so a reload stays signed in.
const tokenKey = 'hoa.token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  window.localStorage.setItem(tokenKey, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(tokenKey);
}
