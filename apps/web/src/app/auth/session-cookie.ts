// The session lives in an HttpOnly cookie the page cannot read. Beside it the server sets a
// readable CSRF cookie: its presence says a session was opened in this browser, and its value goes
// back in a header on every state-changing call.
const csrfCookie = 'hoa_csrf';
export const CsrfHeader = 'X-CSRF-Token';

export function readCsrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === csrfCookie) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/** A session was opened in this browser (the server still decides whether it is valid). */
export function hasSession(): boolean {
  return readCsrfToken() !== null;
}

/** Forgets the session in the page after a refusal (401) or a sign-out. */
export function forgetSession(): void {
  document.cookie = `${csrfCookie}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
}

/** The CSRF header for a call, on every method but GET and HEAD. */
export function csrfHeaders(method: string): Record<string, string> {
  const token = readCsrfToken();
  return token && !['GET', 'HEAD'].includes(method.toUpperCase()) ? { [CsrfHeader]: token } : {};
}
