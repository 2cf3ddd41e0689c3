import { serverAnswers, serverPorts } from './servers';

/**
 * Waits until every end-to-end server answers its health check: the config's web server starts
 * them all at once and waits for the first only.
 */
export default async function waitForServers(): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (const port of serverPorts) await serverAnswers(port, deadline);
}
