// Server processes for the scale-out bench (bench/scale-out.ts): the server's entry
// (apps/server/src/main.ts) run as a child process with a PROCESS_ROLE, and a small round-robin
// HTTP proxy (node:http) in front of the API processes.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:<port> of an API process; empty for a worker. */
  address: string;
  stop(): Promise<void>;
}

/** The environment of every process: the cluster's databases, quiet logs, no demo seeding. */
export interface ProcessSettings {
  databaseUrl: string;
  replicaUrl: string;
}

async function untilReady(address: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`The server process ended:\n${output()}`);
    const ready = await fetch(`${address}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server process at ${address} is not ready after 120 s:\n${output()}`);
}

/**
 * The server in a child process (tsx) with PROCESS_ROLE `api` on a port of its own, or `worker`;
 * an API process resolves once it answers ready, a worker once it says it runs the jobs.
 */
export async function startServerProcess(
  role: 'api' | 'worker',
  port: number,
  settings: ProcessSettings,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `hoa-scale-${role}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PROCESS_ROLE: role,
      DATABASE_URL: settings.databaseUrl,
      DATABASE_REPLICA_URL: settings.replicaUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      INIT_CWD: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await ended;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const address = role === 'api' ? `http://127.0.0.1:${port}` : '';
  try {
    if (role === 'api') await untilReady(address, child, () => output);
    else
      for (let i = 0; !output.includes('Worker process'); i++) {
        if (child.exitCode !== null || i > 600)
          throw new Error(`The worker did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
  } catch (error) {
    await stop();
    throw error;
  }
  return { address, stop };
}

/** A round-robin HTTP proxy on a free local port: each request to the next API process. */
export async function roundRobin(
  targets: readonly string[],
): Promise<{ address: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const upstreams = targets.map((t) => new URL(t));
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = upstreams[next++ % upstreams.length];
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(error.message);
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    address: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
