// The end-to-end servers: one per worker, on consecutive ports from E2E_PORT, each with a fresh
// embedded database in data/e2e-<port> loaded with the demo company by the server itself.
export const firstPort = Number(process.env.E2E_PORT ?? 3100);
/**
 * How many spec files run at once, each worker against its own server: three, as a file spends
 * much of its time waiting on its server or its browser, and a third keeps both cores busy.
 */
export const workerCount = Number(process.env.E2E_WORKERS ?? 3);
export const serverPorts: readonly number[] = Array.from(
  { length: workerCount },
  (_, slot) => firstPort + slot,
);
