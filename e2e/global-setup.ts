import { serverPorts } from './servers';

/**
 * Waits until every end-to-end server answers its health check: the config's web server starts
 * them all at once and waits for the first only.
 */
export default async function waitForServers(): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (const port of serverPorts) {
    for (;;) {
      const up = await fetch(`http://localhost:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`The e2e server on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
