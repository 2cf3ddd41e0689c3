import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The end-to-end servers: one per worker, on consecutive ports from E2E_PORT, each with a fresh
// embedded database in data/e2e-<port> loaded with the demo company by the server itself.
export const firstPort = Number(process.env.E2E_PORT ?? 3100);
/**
 * How many spec files run at once, each worker against its own server: two. A third (tried on this
 * 2-core machine) made the 138 flows slower, 10.3 min against about 9: each test only ran longer.
 */
export const workerCount = Number(process.env.E2E_WORKERS ?? 2);
export const serverPorts: readonly number[] = Array.from(
  { length: workerCount },
  (_, slot) => firstPort + slot,
);

/** The repository's folder, with its trailing slash. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The SMTP sink the servers send their mail to (mail-sink.ts, started with them), on a port apart
 * from theirs; each server signs in to it with its own port as the user name.
 */
export const mailSinkPort = firstPort + 1000;

/**
 * The environment of the e2e server on a port: a data folder of its own (an empty one is loaded
 * with the demo company by the server itself), mail to the sink, a quiet log, and an engagement
 * site (ENGAGE_URL, a .invalid host) that the spec opening it answers.
 */
export const serverEnvironment = (port: number) => ({
  DATA_DIR: `${root}data/e2e-${String(port)}`,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://${String(port)}:sink@127.0.0.1:${String(mailSinkPort)}`,
  MAIL_FROM: 'office@e2e.example',
  ENGAGE_URL: 'https://engage.e2e.invalid/sso',
  ENGAGE_SSO_SECRET: 'e2e-engage-secret-of-32-characters-or-more',
});

/**
 * The port of the fresh server a replacement worker starts (tests/server-fixture.ts): Playwright
 * replaces a worker whose test failed, and the retry must not find what the first attempt left.
 */
export const replacementPort = (workerIndex: number): number => firstPort + 100 + workerIndex;

/** Where the sink files the mail the server on the port sent (in its data folder), a file a message. */
export const sentMailFolder = (serverPort: number): string =>
  path.join(serverEnvironment(serverPort).DATA_DIR, 'sent-mail');

/**
 * Waits until the server on the port answers its health check, or refuses once the deadline (a
 * time in ms) passes or `gaveUp` says the server will not come (its process ended).
 */
export async function serverAnswers(
  port: number,
  deadline: number,
  gaveUp: () => boolean = () => false,
): Promise<void> {
  for (;;) {
    const up = await fetch(`http://localhost:${String(port)}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (gaveUp() || Date.now() > deadline)
      throw new Error(`The e2e server on port ${String(port)} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
