// The end-to-end servers: one per worker, on consecutive ports from E2E_PORT, each with a fresh
// embedded database in data/e2e-<port> loaded with the demo company by the server itself.
export const firstPort = Number(process.env.E2E_PORT ?? 3100);
/** How many spec files run at once, each worker against its own server. */
export const workerCount = Number(process.env.E2E_WORKERS ?? 2);
export const serverPorts: readonly number[] = Array.from(
  { length: workerCount },
  (_, slot) => firstPort + slot,
);

/**
 * The PostgreSQL database of the server on a port, when the run has a PostgreSQL server
 * (TEST_DATABASE_URL, as CI sets it) and E2E_PGLITE is not set: the servers' database work then
 * runs in PostgreSQL's own processes, beside the browsers, instead of each server's thread.
 * Null: the server's embedded database.
 */
export function serverDatabaseUrl(port: number): string | null {
  const given = process.env.TEST_DATABASE_URL;
  if (!given || process.env.E2E_PGLITE) return null;
  const url = new URL(given);
  url.pathname = `/hoa_e2e_${String(port)}`;
  return url.toString();
}
