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

/** Where the sink files the mail the server on the port sent (in its data folder), a file a message. */
export const sentMailFolder = (serverPort: number): string =>
  path.join(root, 'data', `e2e-${String(serverPort)}`, 'sent-mail');
